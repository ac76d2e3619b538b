export { SiteHeader as default } from '@/components/header/site-header';
