import { aboutStory as copy } from '@/content/about';
import styles from '@/features/about/about.module.css';

export function AboutStory() {
  return (
    <section id={copy.id} aria-labelledby={`${copy.id}-heading`} className="section">
      <div className={`container ${styles.story}`}>
        <p className="eyebrow">{copy.eyebrow}</p>
        <h2 id={`${copy.id}-heading`}>{copy.title}</h2>
        {copy.paragraphs.map((paragraph) => (
          <p key={paragraph} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
      </div>
    </section>
  );
}
