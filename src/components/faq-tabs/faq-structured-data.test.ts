import { describe, expect, it } from 'vitest';
import { faqPageData } from '@/components/faq-tabs/faq-structured-data';
import { faqCategories, faqItems } from '@/content/faq';

describe('faqPageData', () => {
  it('lists every question of every tab with its answer', () => {
    const data = faqPageData();
    const all = faqCategories.flatMap((c) => faqItems[c]);
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(all.length);
    expect(data.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: all[0]?.question,
      acceptedAnswer: { '@type': 'Answer', text: all[0]?.answer },
    });
  });
});
