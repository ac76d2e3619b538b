import type { ReactNode } from 'react';
import { ResponsiveImage } from '@/components/media/responsive-image';
import type { ImageAsset } from '@/content/media';
import styles from '@/features/services/shared/split-with-image.module.css';

const SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 60vw, 100vw';

/** Section content beside a picture from the media manifest; stacked on narrow screens. */
export function SplitWithImage({ image, children }: { image: ImageAsset; children: ReactNode }) {
  return (
    <div className={styles.split}>
      <div className={styles.content}>{children}</div>
      <ResponsiveImage image={image} sizes={SIZES} className={styles.image} />
    </div>
  );
}
