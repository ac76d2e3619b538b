import { DotList } from '@/components/dot-list/dot-list';
import { IconButton } from '@/components/icon-button/icon-button';
import { sizePickerCopy as copy } from '@/content/size-guide';
import type { SizeStep } from '@/content/size-steps';
import styles from '@/features/size-picker/size-picker.module.css';
import { useAppStore } from '@/store/app-store';

type SizeStepControlsProps = { steps: readonly SizeStep[]; index: number };

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Previous and next (wrapping), a slider over every step, and a dot per step. */
export function SizeStepControls({ steps, index }: SizeStepControlsProps) {
  const chooseSizeStep = useAppStore((s) => s.chooseSizeStep);
  const nextSizeStep = useAppStore((s) => s.nextSizeStep);
  const previousSizeStep = useAppStore((s) => s.previousSizeStep);
  const current = steps[index];
  const first = steps[0];
  const last = steps[steps.length - 1];
  return (
    <div className={styles.controls}>
      <div className={styles.sliderRow}>
        <IconButton label={copy.previous} className={styles.arrow} onClick={previousSizeStep}>
          <Chevron direction="left" />
        </IconButton>
        <div className={styles.sliderField}>
          <label htmlFor="size-slider" className={styles.sliderLabel}>
            {copy.sliderLabel}
          </label>
          <input
            id="size-slider"
            className={styles.slider}
            type="range"
            min={0}
            max={steps.length - 1}
            step={1}
            value={index}
            aria-valuetext={current ? copy.sliderValue(current.sqft, current.label) : undefined}
            onChange={(event) => chooseSizeStep(Number(event.currentTarget.value))}
          />
          <div className={styles.sliderEnds} aria-hidden="true">
            <span>{first && copy.dotLabel(first.sqft)}</span>
            <span>{last && copy.dotLabel(last.sqft)}</span>
          </div>
        </div>
        <IconButton label={copy.next} className={styles.arrow} onClick={nextSizeStep}>
          <Chevron direction="right" />
        </IconButton>
      </div>
      <DotList
        label={copy.dotsLabel}
        dotLabels={steps.map((step) => copy.dotLabel(step.sqft))}
        index={index}
        listClassName={styles.dots}
        dotClassName={styles.dot}
        onSelect={chooseSizeStep}
      />
    </div>
  );
}
