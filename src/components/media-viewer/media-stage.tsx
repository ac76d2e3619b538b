import { AnimatePresence, LazyMotion, m, useIsPresent } from 'framer-motion';
import type { ReactNode } from 'react';
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

type StageItemProps = {
  label: string;
  roleDescription: string;
  instant: boolean;
  children: ReactNode;
};

/** One item in the stage; while it fades out it is hidden from assistive technology and inert. */
function StageItem({ label, roleDescription, instant, children }: StageItemProps) {
  const present = useIsPresent();
  return (
    <m.div
      role="group"
      aria-roledescription={roleDescription}
      aria-label={label}
      aria-hidden={present ? undefined : true}
      inert={!present}
      className={styles.item}
      initial={{ opacity: 0 }}
      animate={{ opacity: 1 }}
      exit={{ opacity: 0 }}
      transition={{ duration: instant ? 0 : FADE_S, ease: 'easeInOut' }}
    >
      {children}
    </m.div>
  );
}

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
            <StageItem
              key={`${listKey}-${index}`}
              label={copy.position(item.kind, index + 1, items.length)}
              roleDescription={copy.itemRoleDescription}
              instant={instant}
            >
              <MediaItem item={item} eager={index === 0} onPlayingChange={onPlayingChange} />
            </StageItem>
          )}
        </AnimatePresence>
      </div>
    </LazyMotion>
  );
}
