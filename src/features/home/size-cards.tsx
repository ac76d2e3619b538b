import { ButtonLink } from '@/components/button/button-link';
import { Section } from '@/components/section/section';
import { SizeCardList } from '@/components/size-card/size-card';
import { sizeCards as copy } from '@/content/home';
import {
  formatMonthlyPrice,
  homeSizeCardSqft,
  type SizeStep,
  sizeStepBySqft,
} from '@/content/size-steps';
import styles from '@/features/home/size-cards.module.css';

const cardCopy = {
  title: (step: SizeStep) => String(step.sqft),
  titleUnit: copy.unit,
  dimensions: (step: SizeStep) => `${step.dimensions} ${copy.dimensionsUnit}`,
  price: (step: SizeStep) => (
    <>
      {copy.fromPrefix} <strong>{formatMonthlyPrice(step.monthlyFromPounds)}</strong>
      {copy.perMonth}
    </>
  ),
};

/** Four popular unit sizes, with their starting price, and the way to the full size guide. */
export function SizeCards() {
  return (
    <Section id={copy.id} eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
      <SizeCardList
        steps={homeSizeCardSqft.map(sizeStepBySqft)}
        setting="popular"
        copy={cardCopy}
      />
      <div className={styles.actions}>
        <ButtonLink to={copy.link.path} variant="secondary">
          {copy.link.label}
        </ButtonLink>
      </div>
    </Section>
  );
}
