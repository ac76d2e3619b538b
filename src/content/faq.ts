/**
 * The questions of the shared FAQ widget, by tab (spec sections 2 and 9,
 * "Content claims"). The safety deposit box questions live with that page.
 */

import { containerDeliveryTime, firstWeeksOfferGeneral } from '@/content/facts';
import { storageAccess } from '@/content/hours';
import type { OfferTermsId } from '@/content/legal';
import { sizeClaims, sizeStepSqft } from '@/content/size-steps';

export type FaqItem = {
  readonly question: string;
  readonly answer: string;
  readonly terms?: OfferTermsId;
};

export const faqCategories = ['personal', 'business', 'container'] as const;
export type FaqCategory = (typeof faqCategories)[number];

export const faqWidgetCopy = {
  eyebrow: 'FAQ',
  title: 'Frequently Asked Questions',
  intro:
    'Answers to the questions we are asked most. Choose a type of storage to see its questions.',
  tabListLabel: 'Questions by type of storage',
} as const;

export const faqTabLabels: Record<FaqCategory, string> = {
  personal: 'Personal',
  business: 'Business',
  container: 'Container',
};

const smallestPersonalSqft = sizeStepSqft[0];

const prohibitedItems =
  'hazardous materials, flammable liquids, explosives, perishable food, live animals and illegal substances';

export const faqItems: Record<FaqCategory, readonly FaqItem[]> = {
  personal: [
    {
      question: 'What sizes of storage unit do you offer?',
      answer: `Our personal units range from ${smallestPersonalSqft} to ${sizeClaims.largestSqft} sq ft. Popular choices are 30 sq ft for a one- or two-bedroom flat, 50 sq ft for a two- or three-bedroom house and 100 sq ft for a large home or a vehicle.`,
    },
    {
      question: 'When can I get to my unit?',
      answer: `Storage access is ${storageAccess}. You get your own access code for the gate, so you can visit whenever suits you.`,
    },
    {
      question: 'Do you have climate-controlled units?',
      answer:
        'Yes. We offer climate-controlled units for things that need a steady temperature, such as furniture, documents and electronics, as well as standard units.',
    },
    {
      question: 'Do I have to sign a long-term contract?',
      answer: `No. Storage is month-to-month, with no long-term contract. New customers get ${firstWeeksOfferGeneral}, with no minimum stay.`,
      terms: 'firstWeeks',
    },
    {
      question: 'What am I not allowed to store?',
      answer: `For everyone's safety you cannot store ${prohibitedItems}.`,
    },
  ],
  business: [
    {
      question: 'What is the largest business unit you have?',
      answer: `Our largest standard business unit is ${sizeClaims.largestSqft} sq ft. Tell us what you need to store and we will suggest the right size, or a combination of units.`,
    },
    {
      question: 'Can my staff get to our stock outside office hours?',
      answer: `Yes. Storage access is ${storageAccess} with an access code, so your team can collect and drop off stock whenever the business needs it.`,
    },
    {
      question: 'Do you have climate-controlled space for stock and archives?',
      answer:
        'Yes. Climate-controlled units suit paper archives, electronics and sensitive stock; standard units suit equipment, tools and packaged goods.',
    },
    {
      question: 'How flexible are the terms?',
      answer:
        'Business storage is month-to-month with no long-term contract, so you can take more space in a busy season and less when it is quiet.',
    },
    {
      question: 'Is there anything a business cannot store?',
      answer: `Yes: ${prohibitedItems} are not allowed in any unit.`,
    },
  ],
  container: [
    {
      question: 'How quickly can you deliver a container?',
      answer: `We typically deliver a container within ${containerDeliveryTime} of your request.`,
    },
    {
      question: 'Can I keep the container at my home or business?',
      answer:
        'Yes. Load it at your own pace, lock it with your own lock, and keep it on site for as long as you need. When you are ready we can move it to our facility.',
    },
    {
      question: 'How do I get to a container stored at your facility?',
      answer:
        'Containers stored at our facility are reached by appointment: schedule a visit during business hours and we will have your container ready.',
    },
    {
      question: 'Are there any contracts for containers?',
      answer: 'No. Containers are rented month-to-month, with no long-term contract.',
    },
    {
      question: 'What can I not put in a container?',
      answer: `As with our units, you cannot store ${prohibitedItems}.`,
    },
  ],
};
