import type { ReactNode } from 'react';
import { Section } from '@/components/section/section';
import { sizePickerCopy } from '@/content/size-guide';
import { sizeSteps } from '@/content/size-steps';
import styles from '@/features/size-picker/size-picker.module.css';
import { SizeStepControls } from '@/features/size-picker/size-step-controls';
import { SizeStepDetails } from '@/features/size-picker/size-step-details';
import { SizeStepMedia } from '@/features/size-picker/size-step-media';
import { sizeStepMedia } from '@/features/size-picker/size-step-media-items';
import { useSizeLink } from '@/features/size-picker/use-size-link';
import { useAppStore } from '@/store/app-store';
import { selectSizeMediaIndex, selectSizeStepIndex } from '@/store/size-picker-slice';

/**
 * "How much space do you need?": one size step at a time, chosen with a
 * slider, arrows or dots. `planActions` (from the page) takes the chosen
 * size to the floor plan.
 */
export function SizePicker({ planActions }: { planActions?: ReactNode }) {
  useSizeLink();
  const index = useAppStore(selectSizeStepIndex);
  const mediaIndex = useAppStore(selectSizeMediaIndex);
  const chooseSizeMedia = useAppStore((s) => s.chooseSizeMedia);
  const step = sizeSteps[index] ?? sizeSteps[0];
  if (!step) return null;
  return (
    <Section
      id={sizePickerCopy.id}
      eyebrow={sizePickerCopy.eyebrow}
      title={sizePickerCopy.title}
      intro={sizePickerCopy.intro}
    >
      <div className={styles.picker}>
        <SizeStepControls steps={sizeSteps} index={index} />
        <div className={styles.body}>
          <SizeStepMedia
            items={sizeStepMedia(step.sqft)}
            index={mediaIndex}
            onChoose={chooseSizeMedia}
          />
          <SizeStepDetails step={step} />
        </div>
        {planActions}
      </div>
    </Section>
  );
}
