import { type FaqItem, faqCategories, faqItems } from '@/content/faq';

/** schema.org FAQPage for the pages that show the FAQ widget: every question of every tab. */
export function faqPageData(items: readonly FaqItem[] = faqCategories.flatMap((c) => faqItems[c])) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
