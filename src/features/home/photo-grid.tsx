import { ResponsiveImage } from '@/components/media/responsive-image';
import { Section } from '@/components/section/section';
import { photoGrid as copy } from '@/content/home';
import { media } from '@/content/media';
import styles from '@/features/home/photo-grid.module.css';

const SIZES = '(min-width: 1152px) 560px, 50vw';

/** Four pictures of the facility, and a link down to the video tour. */
export function PhotoGrid() {
  return (
    <Section {...copy}>
      <ul className={styles.grid}>
        {media.photoGrid.map((image) => (
          <li key={image.src} className={styles.item}>
            <ResponsiveImage image={image} sizes={SIZES} className={styles.image} />
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        <a href={copy.videoLink.href} className={styles.videoLink}>
          <span className={styles.play} aria-hidden="true" />
          {copy.videoLink.label}
        </a>
      </p>
    </Section>
  );
}
