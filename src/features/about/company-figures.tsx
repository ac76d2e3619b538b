import { aboutFigures, companyFigures } from '@/content/about';
import styles from '@/features/about/about.module.css';

/** The four company figures as a description list: the label describes the value. */
export function CompanyFigures() {
  return (
    <section
      id={aboutFigures.id}
      aria-labelledby={`${aboutFigures.id}-heading`}
      className={styles.figuresBand}
    >
      <div className="container">
        <h2 id={`${aboutFigures.id}-heading`} className="visually-hidden">
          {aboutFigures.title}
        </h2>
        <dl className={styles.figures}>
          {companyFigures.map((figure) => (
            <div key={figure.label} className={styles.figure}>
              <dt className={styles.figureLabel}>{figure.label}</dt>
              <dd className={styles.figureValue}>{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
