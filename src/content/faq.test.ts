import { describe, expect, it } from 'vitest';
import { faqCategories, faqItems } from '@/content/faq';

const allText = (category: (typeof faqCategories)[number]) =>
  faqItems[category].map((i) => `${i.question} ${i.answer}`).join(' ');

describe('FAQ content', () => {
  it('has questions in every tab, each question once', () => {
    for (const category of faqCategories) {
      expect(faqItems[category].length).toBeGreaterThanOrEqual(3);
      const questions = faqItems[category].map((i) => i.question);
      expect(new Set(questions).size).toBe(questions.length);
    }
  });

  it('carries the claims of the spec', () => {
    const personal = allText('personal');
    expect(personal).toContain('from 15 to 200 sq ft');
    expect(personal).toMatch(/30 sq ft for a one- or two-bedroom flat/);
    expect(personal).toMatch(/50 sq ft for a two- or three-bedroom house/);
    expect(personal).toMatch(/100 sq ft for a large home or a vehicle/);
    expect(personal).toMatch(/24\/7.*access code/);
    expect(personal).toMatch(/climate-controlled units/);
    expect(personal).toMatch(/standard units/);
    expect(personal).toMatch(/month-to-month, with no long-term contract/);
    expect(allText('business')).toContain('largest standard business unit is 200 sq ft');
    const container = allText('container');
    expect(container).toContain('within 24 to 48 hours');
    expect(container).toMatch(/schedule a visit during business hours/);
    for (const category of faqCategories) {
      expect(allText(category)).toContain(
        'hazardous materials, flammable liquids, explosives, perishable food, live animals and illegal substances',
      );
    }
  });
});
