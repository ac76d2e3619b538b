import { FaqTabs } from '@/components/faq-tabs/faq-tabs';
import { Island } from '@/components/island/island';
import { Section } from '@/components/section/section';
import { faqWidgetCopy as copy } from '@/content/faq';
import { faqSection } from '@/content/home';

export function FaqSection() {
  return (
    <Section
      id={faqSection.id}
      eyebrow={copy.eyebrow}
      title={copy.title}
      intro={copy.intro}
      centred
      tint
    >
      <Island name="faq-tabs" strategy="visible" component={FaqTabs} />
    </Section>
  );
}
