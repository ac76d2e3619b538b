import { paths } from '@/config/paths';

/** The three menus of the header and the mobile panel. */
export type MenuId = 'services' | 'calculator' | 'resources';

export type NavItem = { readonly label: string; readonly path: string };
export type NavMenu = {
  readonly id: MenuId;
  readonly label: string;
  readonly items: readonly NavItem[];
};

export const navMenus: readonly NavMenu[] = [
  {
    id: 'services',
    label: 'Services',
    items: [
      { label: 'Personal Storage', path: paths.personal },
      { label: 'Business Storage', path: paths.business },
      { label: 'Container Storage', path: paths.container },
      { label: 'Safety Deposit Boxes', path: paths.safetyDepositBoxes },
    ],
  },
  {
    id: 'calculator',
    label: 'Space Calculator',
    items: [
      { label: 'Storage Calculator', path: paths.calculator },
      { label: 'Size Guide', path: paths.sizeGuide },
    ],
  },
  {
    id: 'resources',
    label: 'Resources',
    items: [
      { label: 'About Us', path: paths.about },
      { label: 'Contact', path: paths.register },
    ],
  },
];

/** The words of the site's header, menus and skip link. */
export const navigationCopy = {
  mainMenu: 'Main menu',
  menuButton: 'Menu',
  skipLink: 'Skip to main content',
} as const;

export const registerCta: NavItem = { label: 'Register Your Interest', path: paths.register };

/** The footer's headings and closing line. */
export const footerCopy = {
  followUs: 'Follow us',
  contact: 'Contact',
  quickLinks: 'Quick links',
  rightsReserved: 'All rights reserved.',
} as const;

export const footerQuickLinks: readonly NavItem[] = [
  { label: 'Personal Storage', path: paths.personal },
  { label: 'Business Storage', path: paths.business },
  { label: 'Container Storage', path: paths.container },
  { label: 'Storage Calculator', path: paths.calculator },
  { label: 'Safety Deposit Boxes', path: paths.safetyDepositBoxes },
  { label: 'Size Guide', path: paths.sizeGuide },
  { label: 'About Us', path: paths.about },
];

/** Where the not-found page sends people. */
export const mainPages: readonly NavItem[] = [
  { label: 'Home', path: paths.home },
  { label: 'Personal Storage', path: paths.personal },
  { label: 'Business Storage', path: paths.business },
  { label: 'Container Storage', path: paths.container },
  { label: 'Size Guide', path: paths.sizeGuide },
  { label: 'Register Your Interest', path: paths.register },
];
