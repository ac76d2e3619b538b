import { AnimatePresence, LazyMotion, m } from 'framer-motion';
import { MediaItem } from '@/components/media-viewer/media-item';
import styles from '@/components/media-viewer/media-viewer.module.css';
import type { MediaViewerCopy } from '@/components/media-viewer/media-viewer-copy';
import type { MediaAsset } from '@/content/media';

const loadMotionFeatures = () =>
  import('@/components/media-viewer/motion-features').then((mod) => mod.domAnimation);

/** Cross-fade length between two media items, in seconds. */
const FADE_S = 0.5;

type MediaStageProps = {
  id: string;
  items: readonly MediaAsset[];
  index: number;
  /** Changes when the item list changes (another container), so its items get fresh keys. */
  listKey: string;
  copy: MediaViewerCopy;
  rotating: boolean;
  instant: boolean;
  onPlayingChange: (playing: boolean) => void;
};

/**
 * The current item, cross-faded with framer-motion. AnimatePresence's
 * initial={false} renders the first item at full opacity, so the prerendered
 * HTML shows it and hydration changes nothing; the animation features load
 * after hydration (LazyMotion).
 */
export function MediaStage(props: MediaStageProps) {
  const { id, items, index, listKey, copy, rotating, instant, onPlayingChange } = props;
  const item = items[index];
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <div id={id} className={styles.stage} aria-live={rotating ? 'off' : 'polite'}>
        <AnimatePresence initial={false}>
          {item && (
            <m.div
              key={`${listKey}-${index}`}
              role="group"
              aria-roledescription={copy.itemRoleDescription}
              aria-label={copy.position(item.kind, index + 1, items.length)}
              className={styles.item}
              initial={{ opacity: 0 }}
              animate={{ opacity: 1 }}
              exit={{ opacity: 0 }}
              transition={{ duration: instant ? 0 : FADE_S, ease: 'easeInOut' }}
            >
              <MediaItem item={item} eager={index === 0} onPlayingChange={onPlayingChange} />
            </m.div>
          )}
        </AnimatePresence>
      </div>
    </LazyMotion>
  );
}
