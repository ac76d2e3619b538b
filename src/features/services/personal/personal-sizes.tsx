import { PriceTag } from '@/components/price-tag/price-tag';
import { Section } from '@/components/section/section';
import { SizeCardList } from '@/components/size-card/size-card';
import { personalSizes } from '@/content/personal';
import { unitPrice } from '@/content/prices';
import { type SizeStep, sizeStepBySqft } from '@/content/size-steps';

const cardCopy = {
  title: (step: SizeStep) => personalSizes.sqftLabel(step.sqft),
  dimensions: (step: SizeStep) => personalSizes.dimensionsLabel(step.dimensions),
  price: (step: SizeStep) => (
    <PriceTag price={unitPrice(step.sqft)} lead={personalSizes.priceLead} />
  ),
};

/** Four sizes from the size steps and the way to the full size guide. */
export function PersonalSizes() {
  return (
    <Section
      id="sizes"
      title={personalSizes.title}
      intro={personalSizes.intro}
      next={{ link: personalSizes.sizeGuideLink, variant: 'outline' }}
    >
      <SizeCardList
        steps={personalSizes.cardSqft.map(sizeStepBySqft)}
        setting="personal"
        copy={cardCopy}
      />
    </Section>
  );
}
