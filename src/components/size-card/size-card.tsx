import type { ReactNode } from 'react';
import { ResponsiveImage } from '@/components/media/responsive-image';
import styles from '@/components/size-card/size-card.module.css';
import type { ImageAsset } from '@/content/media';
import type { SizeStep } from '@/content/size-steps';

/** Where the card appears, which sets its type sizes and the lines it shows. */
export type SizeCardSetting = 'popular' | 'personal' | 'detailed';

/** The words around a step's figures, from the page's content module. */
export type SizeCardCopy = {
  title: (step: SizeStep) => string;
  /** A unit set smaller after the title's figure ("sq ft" on the home page). */
  titleUnit?: string;
  /** The size's name with its footprint (and area), or null for the name alone. */
  dimensions: (step: SizeStep) => ReactNode;
  price: (step: SizeStep) => ReactNode;
};

type SizeCardProps = {
  step: SizeStep;
  setting: SizeCardSetting;
  copy: SizeCardCopy;
  /** The detailed guide's picture of the unit, with its sizes attribute. */
  picture?: { image: ImageAsset; sizes: string };
};

/**
 * One unit size as a card: its size, name and footprint, what it compares to,
 * (in the detailed guide, what it holds) and its starting price. Every figure
 * comes from the size step, so the cards on every page agree.
 */
export function SizeCard({ step, setting, copy, picture }: SizeCardProps) {
  const s = (part: string) => styles[`${setting}${part}`];
  return (
    <li className={s('Card')}>
      {picture && (
        <ResponsiveImage image={picture.image} sizes={picture.sizes} className={s('Image')} />
      )}
      <h3 className={s('Title')}>
        {copy.title(step)}
        {copy.titleUnit && (
          <>
            {' '}
            <span className={s('Unit')}>{copy.titleUnit}</span>
          </>
        )}
      </h3>
      {setting === 'popular' && (
        <p className={s('Label')}>
          {step.label} · {copy.dimensions(step)}
        </p>
      )}
      {setting === 'personal' && (
        <>
          <p className={s('Label')}>{step.label}</p>
          <p className={s('Meta')}>{copy.dimensions(step)}</p>
        </>
      )}
      {setting === 'detailed' && (
        <p className={s('Meta')}>
          <span className={s('Label')}>{step.label}</span>
          <span className={s('Figures')}>{copy.dimensions(step)}</span>
        </p>
      )}
      <p className={s('Comparison')}>{step.comparison}</p>
      {setting === 'detailed' && <p>{step.description}</p>}
      <div className={s('Price')}>{copy.price(step)}</div>
    </li>
  );
}

/** A list of size cards in the grid of their setting. */
export function SizeCardList({
  steps,
  setting,
  copy,
  picture,
}: {
  steps: readonly SizeStep[];
  setting: SizeCardSetting;
  copy: SizeCardCopy;
  picture?: (step: SizeStep) => { image: ImageAsset; sizes: string };
}) {
  return (
    <ul className={styles[`${setting}List`]}>
      {steps.map((step) => (
        <SizeCard
          key={step.sqft}
          step={step}
          setting={setting}
          copy={copy}
          picture={picture?.(step)}
        />
      ))}
    </ul>
  );
}
