export { DepositBoxFaq as default } from '@/features/services/safety-deposit/deposit-box-faq';
