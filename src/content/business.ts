/** The business storage page. */
import { paths } from '@/config/paths';
import { replyTime } from '@/content/facts';
import { formatOpeningHours, officeOpeningHoursSpec } from '@/content/hours';

const officeWeekdays = formatOpeningHours(officeOpeningHoursSpec[0]);
const officeWeekend = formatOpeningHours(officeOpeningHoursSpec[1]);

export const businessBenefits = {
  title: 'Why businesses store with us',
  items: [
    {
      title: 'Pay for the space you use',
      text: 'Month-to-month terms with no long-term lease. Move to a bigger or smaller unit as trade changes.',
    },
    {
      title: 'Room to grow',
      text: 'Units from 25 sq ft up to our largest standard business unit of 200 sq ft.',
    },
    {
      title: 'Close to your customers',
      text: 'A local base in Widnes for stock, kit and paperwork, without the cost of extra premises.',
    },
  ],
} as const;

export const businessFeatures = {
  title: 'Built for business',
  intro: 'Everything you need to keep stock moving and equipment safe.',
  items: [
    {
      id: 'loading-dock',
      title: 'Loading dock',
      text: 'A covered loading bay and drive-up access, so deliveries and collections are quick.',
    },
    {
      id: 'climate-control',
      title: 'Climate control',
      text: 'Climate-controlled units for documents, electronics and stock that must stay dry.',
    },
    {
      id: 'security',
      title: 'Security',
      text: 'CCTV across the site and gated entry with a personal access code for each of your team.',
    },
    {
      id: 'extended-hours',
      title: 'Extended hours',
      text: `Your code opens the gate before and after office hours, so early starts and late finishes fit your working day. The office is staffed ${officeWeekdays.days}, ${officeWeekdays.hours}, and ${officeWeekend.days}, ${officeWeekend.hours}.`,
    },
    {
      id: 'business-services',
      title: 'Business services',
      text: 'Flexible terms, help choosing the right space and a local team on the end of the phone.',
    },
  ],
} as const;

export const businessIndustries = {
  title: 'Who we work with',
  intro: 'Businesses of every size use self storage. Here is what some of them keep with us.',
  groups: [
    {
      industry: 'Retail and e-commerce',
      items: ['Surplus and seasonal stock', 'Packaging and dispatch supplies', 'Display fittings'],
    },
    {
      industry: 'Trades and construction',
      items: ['Tools and power equipment', 'Building materials', 'Site equipment between jobs'],
    },
    {
      industry: 'Offices and professional services',
      items: ['Archive boxes and records', 'Spare office furniture', 'IT equipment'],
    },
    {
      industry: 'Hospitality and events',
      items: ['Furniture and staging', 'Seasonal decorations', 'Catering equipment'],
    },
    {
      industry: 'Healthcare and care',
      items: ['Medical supplies', 'Mobility equipment', 'Records in archive boxes'],
    },
    {
      industry: 'Sales and field teams',
      items: ['Samples and brochures', 'Exhibition stands', 'Promotional materials'],
    },
  ],
} as const;

export const businessCta = {
  id: 'business-cta',
  title: 'Tell us what your business needs',
  text: `Request a quote and we will reply ${replyTime} with availability and pricing.`,
  links: [
    { label: 'Request Business Quote', path: paths.register },
    { label: 'Use the Storage Calculator', path: paths.calculator },
  ],
} as const;
