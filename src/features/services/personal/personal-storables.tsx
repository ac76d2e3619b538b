import { CheckList } from '@/components/check-list/check-list';
import { Section } from '@/components/section/section';
import { media } from '@/content/media';
import { personalStorables } from '@/content/personal';
import styles from '@/features/services/shared/prose.module.css';
import { SplitWithImage } from '@/features/services/shared/split-with-image';

export function PersonalStorables() {
  return (
    <Section id="what-to-store" title={personalStorables.title} intro={personalStorables.intro}>
      <SplitWithImage image={media.storageTypes.personal}>
        <CheckList items={personalStorables.items} columns={2} />
        <p className={styles.note}>{personalStorables.prohibitedNote}</p>
      </SplitWithImage>
    </Section>
  );
}
