export { FaqTabs as default } from '@/components/faq-tabs/faq-tabs';
