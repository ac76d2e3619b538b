import { InlineVideo } from '@/components/media/inline-video';
import { ResponsiveImage } from '@/components/media/responsive-image';
import styles from '@/components/media-viewer/media-viewer.module.css';
import type { MediaAsset } from '@/content/media';

const SIZES = '(min-width: 1024px) 640px, 100vw';

type MediaItemProps = {
  item: MediaAsset;
  /** The first item of the page is fetched at once; later ones when shown. */
  eager: boolean;
  onPlayingChange: (playing: boolean) => void;
};

/**
 * One image or video of the viewer. Videos never play by themselves: the
 * visitor starts them, and the viewer holds still while one plays. They are
 * animations with no sound track, hence muted and no captions track; the
 * label describes what they show (components/media/inline-video).
 */
export function MediaItem({ item, eager, onPlayingChange }: MediaItemProps) {
  if (item.kind === 'image') {
    return (
      <ResponsiveImage
        image={item}
        sizes={SIZES}
        loading={eager ? 'eager' : 'lazy'}
        className={styles.media}
      />
    );
  }
  return (
    <InlineVideo
      video={item}
      className={styles.media}
      preload="none"
      controls
      onPlayingChange={onPlayingChange}
    />
  );
}
