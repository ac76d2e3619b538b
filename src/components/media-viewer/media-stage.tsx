import { AnimatePresence, LazyMotion, m, useIsPresent } from 'framer-motion';
import { type ReactNode, useEffect, useState } from 'react';
import { MediaItem } from '@/components/media-viewer/media-item';
import styles from '@/components/media-viewer/media-viewer.module.css';
import type { MediaViewerCopy } from '@/components/media-viewer/media-viewer-copy';
import type { MediaAsset } from '@/content/media';

/**
 * The animation features are fetched only once an animation is about to run:
 * the first change of item, or the visitor's first tap, key or pointer move
 * (which usually comes before they change the item). Until then the first
 * item shows as prerendered and nothing else is downloaded at start-up.
 */
let requestMotion: () => void = () => {};
const motionRequested = new Promise<void>((resolve) => {
  requestMotion = resolve;
});
const loadMotionFeatures = () =>
  motionRequested
    .then(() => import('@/components/media-viewer/motion-features'))
    .then((mod) => mod.domAnimation);
const INTENT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'focusin'] as const;

function useMotionOnDemand(itemKey: string) {
  const [firstKey] = useState(itemKey);
  useEffect(() => {
    if (itemKey !== firstKey) requestMotion();
  }, [itemKey, firstKey]);
  useEffect(() => {
    const request = () => requestMotion();
    for (const type of INTENT_EVENTS) {
      window.addEventListener(type, request, { once: true, passive: true });
    }
    return () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, request);
    };
  }, []);
}

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
 * when an animation is about to run (LazyMotion, useMotionOnDemand).
 */
export function MediaStage(props: MediaStageProps) {
  const { id, items, index, listKey, copy, rotating, instant, onPlayingChange } = props;
  const item = items[index];
  useMotionOnDemand(`${listKey}-${index}`);
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
