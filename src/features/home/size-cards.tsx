import { PriceTag } from '@/components/price-tag/price-tag';
import { Section } from '@/components/section/section';
import { SizeCardList } from '@/components/size-card/size-card';
import { sizeCards as copy } from '@/content/home';
import { unitPrice } from '@/content/prices';
import { homeSizeCardSqft, type SizeStep, sizeStepBySqft } from '@/content/size-steps';

const cardCopy = {
  title: (step: SizeStep) => String(step.sqft),
  titleUnit: copy.unit,
  dimensions: (step: SizeStep) => `${step.dimensions} ${copy.dimensionsUnit}`,
  price: (step: SizeStep) => <PriceTag price={unitPrice(step.sqft)} lead={copy.fromPrefix} />,
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
