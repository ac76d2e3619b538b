import { DotList } from '@/components/dot-list/dot-list';
import { IconButton } from '@/components/icon-button/icon-button';
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
      <IconButton
        label={copy.previous}
        className={styles.arrow}
        controls={stageId}
        onClick={onPrevious}
      >
        <span className={styles.chevronLeft} aria-hidden="true" />
      </IconButton>
      <DotList
        label={copy.dotsLabel}
        dotLabels={items.map((item, position) =>
          copy.position(item.kind, position + 1, items.length),
        )}
        index={index}
        controls={stageId}
        listClassName={styles.dots}
        dotClassName={styles.dot}
        onSelect={onSelect}
      />
      <IconButton label={copy.next} className={styles.arrow} controls={stageId} onClick={onNext}>
        <span className={styles.chevronRight} aria-hidden="true" />
      </IconButton>
    </div>
  );
}
