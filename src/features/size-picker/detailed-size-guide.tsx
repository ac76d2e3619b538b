import { PriceTag } from '@/components/price-tag/price-tag';
import { Section } from '@/components/section/section';
import { SizeCardList } from '@/components/size-card/size-card';
import { media } from '@/content/media';
import { unitPrice } from '@/content/prices';
import { detailedGuideCopy as copy } from '@/content/size-guide';
import {
  detailedGuideSqft,
  formatSquareMetres,
  type SizeStep,
  sizeStepBySqft,
} from '@/content/size-steps';

/** The card's width: a third, half or all of the content width. */
const CARD_IMAGE_SIZES = '(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 100vw';

const cardCopy = {
  title: (step: SizeStep) => copy.cardTitle(step.sqft),
  dimensions: (step: SizeStep) => (
    <>
      <span>{copy.dimensions(step.dimensions)}</span>
      <span>{copy.squareMetres(formatSquareMetres(step.sqft))}</span>
    </>
  ),
  price: (step: SizeStep) => <PriceTag price={unitPrice(step.sqft)} lead={copy.startingAt} />,
};

/** The detailed guide: a card for each of six common sizes. */
export function DetailedSizeGuide() {
  return (
    <Section {...copy} tint>
      <SizeCardList
        steps={detailedGuideSqft.map(sizeStepBySqft)}
        setting="detailed"
        copy={cardCopy}
        picture={(step) => ({ image: media.sizeSteps[step.sqft].poster, sizes: CARD_IMAGE_SIZES })}
      />
    </Section>
  );
}
