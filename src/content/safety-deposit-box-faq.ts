/**
 * The safety deposit box page's questions and answers. The prices in them
 * are read from the price model and written by price-format.ts, as on the
 * size cards.
 */
import { safetyDepositHours, storageAccess } from '@/content/hours';
import { safetyDepositOffer } from '@/content/offers';
import { billingText, depositText, rentHeadline } from '@/content/price-format';
import { boxPrice } from '@/content/prices';
import { depositBoxIds } from '@/content/safety-deposit-boxes';
import { sizeRange } from '@/content/size-steps';

const boxRents = depositBoxIds.map((id) => rentHeadline(boxPrice(id)));

export const depositBoxFaq = {
  title: 'Safety deposit box questions',
  items: [
    {
      question: 'How much does a safety deposit box cost?',
      answer: `A small box is ${boxRents[0]}, a medium box ${boxRents[1]} and a large box ${boxRents[2]}. ${billingText(boxPrice('small').period)}. ${depositText(boxPrice('small').deposit)}; there are no other charges. There are discounts when you pay annually or rent more than one box.`,
    },
    {
      question: 'What is the opening offer?',
      answer: `${safetyDepositOffer.headline}: ${safetyDepositOffer.detail.charAt(0).toLowerCase()}${safetyDepositOffer.detail.slice(1)}`,
      terms: 'safetyDepositBoxes',
    },
    {
      question: 'When can I visit my box?',
      answer: `${safetyDepositHours.map((row) => `${row.days}: ${row.hours}`).join('. ')}.`,
    },
    {
      question: 'Who can open my box?',
      answer: 'Only you, with your own key, during visiting hours.',
    },
    {
      question: 'Is there anything I cannot store?',
      answer:
        'Yes: hazardous materials, flammable liquids, explosives, perishable food, live animals and illegal substances.',
    },
    {
      question: 'Can I also rent a storage unit?',
      answer: `Yes. Our storage units, from ${sizeRange}, are open ${storageAccess} with your own access code.`,
    },
  ],
} as const;
