/**
 * framer-motion's animation features in their own module, so the media
 * viewer loads them after hydration (LazyMotion) and the route chunk carries
 * only the small `m` renderer.
 */
export { domAnimation } from 'framer-motion';
