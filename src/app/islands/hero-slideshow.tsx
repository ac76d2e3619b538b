export { HeroSlideshow as default } from '@/components/hero-slideshow/hero-slideshow';
