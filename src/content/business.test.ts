import { describe, expect, it } from 'vitest';
import { businessFeatures } from '@/content/business';
import { faqItems } from '@/content/faq';
import { formatOpeningHours, officeOpeningHoursSpec, storageAccess } from '@/content/hours';

describe('business features', () => {
  const cards = businessFeatures.items;
  const hours = cards.find((item) => item.id === 'extended-hours');

  it('extended hours gives the office hours rather than repeating the access claim', () => {
    for (const spec of officeOpeningHoursSpec) {
      const row = formatOpeningHours(spec);
      expect(hours?.text).toContain(`${row.days}, ${row.hours}`);
    }
    expect(hours?.text).not.toContain(storageAccess);
    // The round-the-clock access is already stated in the business questions.
    expect(faqItems.business.some((item) => item.answer.includes(storageAccess))).toBe(true);
  });

  it('no two cards make the same claim about access', () => {
    expect(cards.filter((item) => item.text.includes(storageAccess)).length).toBeLessThanOrEqual(1);
  });
});
