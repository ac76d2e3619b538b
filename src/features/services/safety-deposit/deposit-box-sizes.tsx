import { ResponsiveImage } from '@/components/media/responsive-image';
import { PriceTag } from '@/components/price-tag/price-tag';
import { Section } from '@/components/section/section';
import { media } from '@/content/media';
import { boxPrice } from '@/content/prices';
import { depositBoxCopy, depositBoxes } from '@/content/safety-deposit-boxes';
import styles from '@/features/services/safety-deposit/deposit-box-sizes.module.css';

const IMAGE_SIZES = '(min-width: 900px) 360px, 100vw';

/** The three box sizes, each with its price from the same model the FAQ reads. */
export function DepositBoxSizes() {
  return (
    <Section id="box-sizes" title={depositBoxCopy.sizesTitle} intro={depositBoxCopy.sizesIntro}>
      <ul className={styles.grid}>
        {depositBoxes.map((box) => (
          <li key={box.id} className={styles.card} data-box={box.id}>
            <ResponsiveImage
              image={media.safetyDepositBoxes[box.id]}
              sizes={IMAGE_SIZES}
              className={styles.image}
            />
            <div className={styles.body}>
              <h3 className={styles.name}>{box.name}</h3>
              <dl className={styles.facts}>
                <div>
                  <dt>{depositBoxCopy.dimensionsLabel}</dt>
                  <dd>{depositBoxCopy.dimensions(box.inches)}</dd>
                </div>
                <div>
                  <dt>{depositBoxCopy.priceLabel}</dt>
                  <dd>
                    <PriceTag price={boxPrice(box.id)} className={styles.price} />
                  </dd>
                </div>
              </dl>
              <p>{box.description}</p>
              <ul className={styles.features} aria-label={depositBoxCopy.featuresLabel(box.name)}>
                {box.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
