import type { RouteId } from '@/config/paths';
import {
  containerDeliveryTime,
  firstWeeksOffer,
  foundedYear,
  replyTime,
  safetyDepositFirstYearSaving,
  safetyDepositFreeOffer,
} from '@/content/facts';
import { storageAccess } from '@/content/hours';
import type { OfferTermsId } from '@/content/legal';
import { isOpen } from '@/content/opening';
import { sizeRange } from '@/content/size-steps';

/** Each page's h1 and opening sentence. */
export const pageIntros: Record<
  RouteId,
  { eyebrow?: string; title: string; intro: string; terms?: OfferTermsId }
> = {
  home: {
    eyebrow: isOpen ? 'Now Open in Widnes' : 'Coming Soon to Widnes',
    title: 'Secure Self Storage in Widnes',
    intro: `Clean, secure storage units with ${storageAccess} access, ${isOpen ? 'now open' : 'opening soon'}. Register your interest today and get ${firstWeeksOffer}, with no minimum stay.`,
    terms: 'firstWeeks',
  },
  personal: {
    eyebrow: 'Personal storage',
    title: 'Personal Storage',
    intro: `Space for the things you want to keep while you move, declutter or renovate. Units from ${sizeRange}, ${storageAccess} access and month-to-month terms.`,
  },
  business: {
    eyebrow: 'Business storage',
    title: 'Business Storage',
    intro:
      'Flexible space for stock, equipment and archives, with a loading dock, climate-controlled units and extended access. Grow or shrink month to month.',
  },
  container: {
    eyebrow: 'Container storage',
    title: 'Container Storage',
    intro: `Portable 10ft and 20ft containers delivered to your door, typically within ${containerDeliveryTime}. Load at your own pace, then keep it on site or store it with us.`,
  },
  safetyDepositBoxes: {
    eyebrow: 'Safety deposit boxes',
    title: 'Safety Deposit Boxes',
    intro: `A private, secure box for documents, jewellery and keepsakes. Get ${safetyDepositFreeOffer}: ${safetyDepositFirstYearSaving}.`,
    terms: 'safetyDepositBoxes',
  },
  calculator: {
    eyebrow: 'Space calculator',
    title: 'Storage Calculator',
    intro: `Tell us what you want to store and the calculator suggests the unit size you need, from ${sizeRange}.`,
  },
  sizeGuide: {
    eyebrow: 'Size guide',
    title: 'Storage Unit Size Guide',
    intro: "Picking a storage unit size can be tricky. We're here to help make it easier.",
  },
  about: {
    eyebrow: 'About us',
    title: 'About Us',
    intro: `We have been helping people and businesses store their things since ${foundedYear}. Widnes is our newest facility, and it ${isOpen ? 'is open now' : 'opens soon'}.`,
  },
  register: {
    eyebrow: isOpen ? 'Now open' : 'Coming soon',
    title: 'Register Your Interest',
    intro: `${isOpen ? 'Reserve your unit today.' : 'Be first in line when we open.'} Register now for ${firstWeeksOffer}, with no minimum stay. We reply ${replyTime} with availability and pricing.`,
    terms: 'firstWeeks',
  },
  privacy: {
    eyebrow: 'Legal',
    title: 'Privacy Notice',
    intro:
      'What we collect when you register your interest, why, how long we keep it, who sees it, and your rights.',
  },
  terms: {
    eyebrow: 'Legal',
    title: 'Offer Terms',
    intro: 'The conditions of our opening offers and our competition, one offer at a time.',
  },
  accessibility: {
    eyebrow: 'Legal',
    title: 'Accessibility Statement',
    intro: 'How accessible this website is, how we test it, and how to tell us about a problem.',
  },
};
