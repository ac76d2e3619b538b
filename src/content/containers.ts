/**
 * The container page: the two portable containers (spec sections 3 and 9),
 * how the service works, and what people use containers for. The images and
 * videos of each container are in the media manifest (media.containers).
 */
import { paths } from '@/config/paths';
import { containerDeliveryTime, replyTime } from '@/content/facts';

export const containerIds = ['10ft', '20ft'] as const;
export type ContainerId = (typeof containerIds)[number];

export type ContainerOption = {
  readonly id: ContainerId;
  readonly name: string;
  /** Length x width x height. */
  readonly dimensions: string;
  /** Floor space; the spec gives 80 and 160 and shows them as sq ft. */
  readonly sqft: number;
  readonly description: string;
  readonly capacity: readonly string[];
  readonly comparison: string;
};

export const containerOptions: Record<ContainerId, ContainerOption> = {
  '10ft': {
    id: '10ft',
    name: '10ft Container',
    dimensions: '10ft x 8ft x 8ft',
    sqft: 80,
    description:
      'A compact portable container for a smaller move, a room-by-room renovation or overflow stock. It fits on most driveways.',
    capacity: [
      'The furniture and boxes of one or two rooms',
      'Appliances such as a fridge or washing machine',
      'Garden furniture, tools and bikes',
      'Stock, equipment or archive boxes',
    ],
    comparison: 'Similar in floor space to our 75 sq ft storage unit.',
  },
  '20ft': {
    id: '20ft',
    name: '20ft Container',
    dimensions: '20ft x 8ft x 8ft',
    sqft: 160,
    description:
      'Twice the floor space of the 10ft container, for a whole-home move, a large renovation or a business clearing a site.',
    capacity: [
      'The furniture and boxes of a family home',
      'Large items such as sofas, beds and wardrobes',
      'Building materials and site equipment',
      'Pallets of stock or office furniture',
    ],
    comparison: 'Similar in floor space to our 150 sq ft storage unit.',
  },
};

export const containerViewerCopy = {
  sectionTitle: 'Choose your container',
  sectionIntro:
    'Two sizes of portable container, delivered to your door. Switch between them to see an illustration and a short video of each.',
  toggleLabel: 'Container size',
  viewerLabel: (name: string) => `${name} photos and video`,
  dimensionsLabel: 'Dimensions',
  floorSpaceLabel: 'Floor space',
  floorSpace: (sqft: number) => `${sqft} sq ft`,
  capacityHeading: 'What fits inside',
} as const;

export const containerMediaCopy = {
  roleDescription: 'carousel',
  itemRoleDescription: 'slide',
  previous: 'Previous photo or video',
  next: 'Next photo or video',
  pause: 'Pause slideshow',
  play: 'Play slideshow',
  dotsLabel: 'Choose a photo or video',
  position: (kind: 'image' | 'video', position: number, count: number) =>
    `${kind === 'image' ? 'Photo' : 'Video'} ${position} of ${count}`,
} as const;

export const containerSteps = {
  title: 'How container storage works',
  intro: 'Three steps from booking to storage.',
  steps: [
    {
      title: 'Order and schedule',
      text: `Choose a 10ft or 20ft container and tell us when you need it. Delivery is typically within ${containerDeliveryTime} of your request.`,
    },
    {
      title: 'Load and lock',
      text: 'Load at your own pace, then secure the doors with your own lock. Only you hold the key.',
    },
    {
      title: 'Store on site or with us',
      text: 'Keep the container at your property, or we move it to our facility. Containers stored with us can be visited by arrangement during business hours.',
    },
  ],
} as const;

export const containerUseCases = {
  title: 'What people use containers for',
  items: [
    'Moving home, with time between sale and purchase',
    'Renovations and building work',
    'Decluttering before selling a house',
    'Business stock and seasonal overflow',
    'Tools and materials on a building site',
    'Storing belongings after a bereavement',
  ],
} as const;

export const containerCta = {
  id: 'container-cta',
  title: 'Need a container?',
  text: `Register your interest and we will confirm availability and pricing ${replyTime}.`,
  links: [
    { label: 'Request Container Delivery', path: paths.register },
    { label: 'Use the Storage Calculator', path: paths.calculator },
  ],
} as const;
