import { type AnimationEvent, useState } from 'react';
import { MediaItem } from '@/components/media-viewer/media-item';
import styles from '@/components/media-viewer/media-viewer.module.css';
import type { MediaViewerCopy } from '@/components/media-viewer/media-viewer-copy';
import type { MediaAsset } from '@/content/media';

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

/** What the stage shows: an item, its place in its list, and a key that is new for every change. */
type Shown = { key: string; item: MediaAsset | undefined; index: number; count: number };

/**
 * The current item, cross-faded with a CSS animation (media-viewer.module.css):
 * on a change the previous item stays on the stage, hidden from assistive
 * technology and inert, while it fades out under the new one, and is removed
 * when its animation ends. The first item renders without a fade, exactly as
 * the prerendered HTML has it, so hydration changes nothing. With reduced
 * motion (`instant`) the items change at once. No animation library loads.
 */
export function MediaStage(props: MediaStageProps) {
  const { id, items, index, listKey, copy, rotating, instant, onPlayingChange } = props;
  const key = `${listKey}-${index}`;
  const [current, setCurrent] = useState<Shown>({
    key,
    item: items[index],
    index,
    count: items.length,
  });
  const [leaving, setLeaving] = useState<Shown | null>(null);
  if (current.key !== key) {
    setLeaving(instant ? null : current);
    setCurrent({ key, item: items[index], index, count: items.length });
  }
  const onLeft = (event: AnimationEvent) => {
    if (event.target === event.currentTarget) setLeaving(null);
  };
  const fading = leaving !== null;

  return (
    <div id={id} className={styles.stage} aria-live={rotating ? 'off' : 'polite'}>
      {leaving?.item && (
        <div
          key={leaving.key}
          aria-hidden="true"
          inert
          className={`${styles.item} ${styles.leaving}`}
          onAnimationEnd={onLeft}
        >
          <MediaItem
            item={leaving.item}
            eager={leaving.index === 0}
            onPlayingChange={onPlayingChange}
          />
        </div>
      )}
      {current.item && (
        // biome-ignore lint/a11y/useSemanticElements: the carousel pattern's item is a group; a fieldset is for form controls.
        <div
          key={current.key}
          role="group"
          aria-roledescription={copy.itemRoleDescription}
          aria-label={copy.position(current.item.kind, current.index + 1, current.count)}
          className={fading ? `${styles.item} ${styles.entering}` : styles.item}
        >
          <MediaItem
            item={current.item}
            eager={current.index === 0}
            onPlayingChange={onPlayingChange}
          />
        </div>
      )}
    </div>
  );
}
