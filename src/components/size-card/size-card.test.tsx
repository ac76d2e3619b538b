import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SizeCardList } from '@/components/size-card/size-card';
import { media } from '@/content/media';
import { rentHeadline } from '@/content/price-format';
import { unitPrice } from '@/content/prices';
import { type SizeStep, sizeStepBySqft } from '@/content/size-steps';

const copy = {
  title: (step: { sqft: number }) => `${step.sqft} sq ft`,
  dimensions: (step: { dimensions: string }) => `${step.dimensions} ft`,
  price: (step: SizeStep) => `From ${rentHeadline(unitPrice(step.sqft))}`,
};
const steps = [sizeStepBySqft(25), sizeStepBySqft(100)];

describe('SizeCardList', () => {
  it('draws a card per size with its figures from the size step, in order', () => {
    render(<SizeCardList steps={steps} setting="personal" copy={copy} />);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    steps.forEach((step, i) => {
      const card = within(cards[i] as HTMLElement);
      expect(card.getByRole('heading', { level: 3 }).textContent).toBe(`${step.sqft} sq ft`);
      expect(card.getByText(step.label)).toBeTruthy();
      expect(card.getByText(`${step.dimensions} ft`)).toBeTruthy();
      expect(card.getByText(step.comparison)).toBeTruthy();
      expect(card.getByText(`From ${rentHeadline(unitPrice(step.sqft))}`)).toBeTruthy();
      expect(card.queryByText(step.description)).toBeNull();
    });
  });

  it('puts the unit after the figure where the page gives one', () => {
    render(<SizeCardList steps={steps} setting="popular" copy={{ ...copy, titleUnit: 'sq ft' }} />);
    const heading = screen.getAllByRole('heading', { level: 3 })[0];
    expect(heading?.textContent).toBe('25 sq ft sq ft');
    expect(heading?.querySelector('span')?.textContent).toBe('sq ft');
  });

  it('shows the picture and the description only in the detailed guide', () => {
    render(
      <SizeCardList
        steps={steps}
        setting="detailed"
        copy={copy}
        picture={(step) => ({ image: media.sizeSteps[step.sqft].poster, sizes: '100vw' })}
      />,
    );
    const first = within(screen.getAllByRole('listitem')[0] as HTMLElement);
    expect(first.getByText(sizeStepBySqft(25).description)).toBeTruthy();
    expect(first.getByRole('img').getAttribute('sizes')).toBe('100vw');
  });
});
