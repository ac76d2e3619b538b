import styles from '@/components/media-viewer/media-viewer.module.css';
import type { MediaViewerCopy } from '@/components/media-viewer/media-viewer-copy';
import type { MediaAsset } from '@/content/media';

type MediaNavProps = {
  stageId: string;
  items: readonly MediaAsset[];
  index: number;
  copy: MediaViewerCopy;
  onPrevious: () => void;
  onNext: () => void;
  onSelect: (index: number) => void;
};

/** Previous and next arrows around one dot per item; the arrows wrap at both ends. */
export function MediaNav({
  stageId,
  items,
  index,
  copy,
  onPrevious,
  onNext,
  onSelect,
}: MediaNavProps) {
  return (
    <div className={styles.nav}>
      <button
        type="button"
        className={styles.arrow}
        aria-controls={stageId}
        aria-label={copy.previous}
        onClick={onPrevious}
      >
        <span className={styles.chevronLeft} aria-hidden="true" />
      </button>
      <ul className={styles.dots} aria-label={copy.dotsLabel}>
        {items.map((item, position) => (
          <li key={`${item.kind}-${item.src}`}>
            <button
              type="button"
              className={styles.dot}
              aria-controls={stageId}
              aria-current={position === index ? 'true' : undefined}
              aria-label={copy.position(item.kind, position + 1, items.length)}
              onClick={() => onSelect(position)}
            />
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.arrow}
        aria-controls={stageId}
        aria-label={copy.next}
        onClick={onNext}
      >
        <span className={styles.chevronRight} aria-hidden="true" />
      </button>
    </div>
  );
}
