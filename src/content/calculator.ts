/** The calculator page: the third-party calculator widget and its fallback. */
import { paths } from '@/config/paths';
import { sizeRange } from '@/content/size-steps';

export const calculatorWidgetCopy = {
  title: 'Work out your space',
  intro:
    'Add the furniture and boxes you plan to store, and the calculator suggests a unit size. If you would rather see the sizes for yourself, the size guide shows what fits in each.',
  widgetLabel: 'Storage calculator',
  loading: 'Loading the storage calculator…',
  fallbackTitle: 'The calculator did not load',
  fallbackText: `The size guide shows what fits in each unit, from ${sizeRange}. Or register your interest and we will help you choose.`,
} as const;

export const calculatorLinks = {
  sizeGuide: { label: 'View the Size Guide', path: paths.sizeGuide },
  register: { label: 'Register Your Interest', path: paths.register },
} as const;
