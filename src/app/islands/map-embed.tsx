export { MapEmbed as default } from '@/components/map-embed/map-embed';
