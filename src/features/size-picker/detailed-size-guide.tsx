import { ResponsiveImage } from '@/components/media/responsive-image';
import { Section } from '@/components/section/section';
import { media } from '@/content/media';
import { detailedGuideCopy as copy } from '@/content/size-guide';
import { detailedGuideSqft, formatSquareMetres, sizeStepBySqft } from '@/content/size-steps';
import styles from '@/features/size-picker/detailed-size-guide.module.css';

/** The card's width: a third, half or all of the content width. */
const CARD_IMAGE_SIZES = '(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 100vw';

/** The detailed guide: a card for each of six common sizes. */
export function DetailedSizeGuide() {
  return (
    <Section id={copy.id} eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} tint>
      <ul className={styles.cards}>
        {detailedGuideSqft.map((sqft) => {
          const step = sizeStepBySqft(sqft);
          return (
            <li key={sqft} className={styles.card}>
              <ResponsiveImage
                image={media.sizeSteps[sqft].poster}
                sizes={CARD_IMAGE_SIZES}
                className={styles.image}
              />
              <h3 className={styles.title}>{copy.cardTitle(sqft)}</h3>
              <p className={styles.meta}>
                <span className={styles.label}>{step.label}</span>
                <span className={styles.figures}>
                  <span>{copy.dimensions(step.dimensions)}</span>
                  <span>{copy.squareMetres(formatSquareMetres(sqft))}</span>
                </span>
              </p>
              <p className={styles.comparison}>{step.comparison}</p>
              <p>{step.description}</p>
              <p className={styles.price}>{copy.startingAt(step.monthlyFromPounds)}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
