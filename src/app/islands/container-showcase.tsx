export { ContainerShowcase as default } from '@/features/services/container/container-showcase';
