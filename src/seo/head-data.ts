import type { RouteId } from '@/config/paths';
import {
  company,
  containerDeliveryTime,
  customersServed,
  firstWeeksDiscount,
  firstWeeksOffer,
  foundedYear,
  replyTime,
  safetyDepositFreeOffer,
  unitsManaged,
} from '@/content/facts';
import { monthlyFromPrice } from '@/content/format-price';
import { storageAccess } from '@/content/hours';
import { competition } from '@/content/offers';
import { isOpen } from '@/content/opening';
import { site } from '@/content/site';
import { sizeRange } from '@/content/size-steps';

const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

/** What each route puts in its <head>. The share image defaults to the logo. */
export type HeadData = {
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
  readonly ogType?: 'website' | 'article';
};

const located = 'Widnes, UK';

export const headData: Record<RouteId, HeadData> = {
  home: {
    title: `${site.brand} | Secure Self Storage in Widnes, ${isOpen ? 'Now Open' : 'Coming Soon'}`,
    description: `Secure self storage in ${located}, ${isOpen ? 'now open' : 'opening soon'}. ${storageAccess} access, CCTV, drive-up units and month-to-month terms, from ${monthlyFromPrice()}. Register your interest for ${firstWeeksOffer}.`,
    keywords: [
      'self storage Widnes',
      'storage units Widnes',
      'storage near me',
      'cheap storage Widnes',
    ],
  },
  personal: {
    title: `Personal Storage in Widnes | ${site.brand}`,
    description: `Personal storage units from ${sizeRange} in ${located}, for moving home, decluttering or renovating. ${storageAccess} access and month-to-month terms, from ${monthlyFromPrice()}.`,
    keywords: [
      'personal storage Widnes',
      'household storage',
      'storage for moving house',
      'furniture storage',
    ],
  },
  business: {
    title: `Business Storage in Widnes | ${site.brand}`,
    description: `Flexible business storage in ${located} for stock, equipment and archives. Loading dock, climate-controlled units, CCTV and extended access, on month-to-month terms.`,
    keywords: [
      'business storage Widnes',
      'commercial storage',
      'stock storage',
      'document archive storage',
    ],
  },
  container: {
    title: `Container Storage in Widnes | 10ft and 20ft | ${site.brand}`,
    description: `Portable 10ft and 20ft storage containers in ${located}. Delivered within ${containerDeliveryTime}, load at your own pace, lock with your own lock, keep on site or store with us.`,
    keywords: [
      'container storage Widnes',
      'portable storage container',
      '20ft container hire',
      'mobile storage',
    ],
  },
  safetyDepositBoxes: {
    title: `Safety Deposit Boxes in Widnes | ${site.brand}`,
    description: `Private safety deposit boxes in ${located} for documents, jewellery and keepsakes. Three box sizes, ${safetyDepositFreeOffer}.`,
    keywords: [
      'safety deposit box Widnes',
      'safe deposit box',
      'secure document storage',
      'jewellery storage',
    ],
  },
  calculator: {
    title: `Storage Calculator | How Much Space Do I Need? | ${site.brand}`,
    description: `Work out the storage unit size you need in ${located}: list what you want to store and our calculator suggests a unit, from ${sizeRange}.`,
    keywords: [
      'storage calculator',
      'storage space calculator',
      'what size storage unit',
      'storage Widnes',
    ],
  },
  sizeGuide: {
    title: `Storage Unit Size Guide | ${sizeRange} | ${site.brand}`,
    description: `Compare storage units from ${sizeRange} in ${located}: what fits in each size, approximate dimensions and prices, and a floor plan of the facility.`,
    keywords: ['storage unit sizes', 'storage size guide', 'sq ft storage', 'storage units Widnes'],
  },
  about: {
    title: `About Us | ${site.brand}`,
    description: `Storage people since ${foundedYear}: over ${company.yearsInStorage} years, ${customersServed} customers and ${unitsManaged} units. Meet the team opening our new self-storage facility in ${located}.`,
    keywords: ['about Widnes Self Storage', 'storage company Widnes', 'local storage team'],
  },
  register: {
    title: `Register Your Interest | ${firstWeeksDiscount.percent}% Off | ${site.brand}`,
    description: `Register your interest in self storage in ${located} and get ${firstWeeksOffer}, with no minimum stay. We reply ${replyTime} with availability and pricing.`,
    keywords: [
      'register storage Widnes',
      'storage offer',
      'storage discount Widnes',
      'reserve storage unit',
    ],
  },
  privacy: {
    title: `Privacy Notice | ${site.brand}`,
    description: `How ${site.brand} uses the details you give when you register your interest: what we collect, why, how long we keep it, your rights, and cookies.`,
    keywords: ['privacy notice', 'data protection', 'cookies', site.brand],
  },
  terms: {
    title: `Offer Terms | ${site.brand}`,
    description: `The conditions of the opening offers from ${site.brand}: ${firstWeeksOffer}, the competition to ${lowerFirst(competition.headline)}, and ${safetyDepositFreeOffer} for safety deposit boxes.`,
    keywords: ['offer terms', 'competition terms', 'storage offer Widnes', site.brand],
  },
  accessibility: {
    title: `Accessibility Statement | ${site.brand}`,
    description: `How accessible the ${site.brand} website is, how it is tested against WCAG 2.2 AA, what we know falls short and how to report a problem.`,
    keywords: ['accessibility statement', 'WCAG 2.2', site.brand],
  },
};
