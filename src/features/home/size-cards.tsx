import { Section } from '@/components/section/section';
import { SizeCardList } from '@/components/size-card/size-card';
import { sizeCards as copy } from '@/content/home';
import {
  formatMonthlyPrice,
  homeSizeCardSqft,
  type SizeStep,
  sizeStepBySqft,
} from '@/content/size-steps';

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
    <Section {...copy} next={{ link: copy.link, variant: 'secondary' }}>
      <SizeCardList
        steps={homeSizeCardSqft.map(sizeStepBySqft)}
        setting="popular"
        copy={cardCopy}
      />
    </Section>
  );
}
