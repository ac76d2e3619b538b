export { TourVideo as default } from '@/features/home/tour-video';
