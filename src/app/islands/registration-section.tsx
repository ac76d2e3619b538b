export { RegistrationSection as default } from '@/features/registration/registration-section';
