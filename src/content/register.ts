/** The register page: competition, the registration widget and its fallback, contact and hours. */

import { newTabNote, replyTime } from '@/content/facts';
import { registerPageHours } from '@/content/hours';
import { competition, newCustomerOffer, registrationPromises } from '@/content/offers';
import { isOpen } from '@/content/opening';
import { receivedText } from '@/content/registration-form';
import { site } from '@/content/site';

export const registerCompetition = {
  eyebrow: 'Competition',
  title: competition.headline,
  stepsHeading: 'How to enter',
  steps: competition.steps,
  note: competition.note,
  terms: 'competition',
  socialHeading: 'Follow us',
  social: site.social,
  newTab: newTabNote,
} as const;

export const registerForm = {
  title: 'Tell us what you need',
  intro: `${registrationPromises.signUpTime} ${registrationPromises.reply}`,
  widgetLabel: 'Registration form',
  loading: 'Loading the registration form…',
} as const;

export const registrationReceived = {
  title: 'Registration received',
  // After a widget completed, its provider decides about emails: promise only the reply.
  text: receivedText('none'),
  again: 'Register Another Unit',
} as const;

export const whyRegister = {
  title: 'Why register now',
  items: [
    { title: newCustomerOffer.headline, text: newCustomerOffer.detail, terms: 'firstWeeks' },
    { title: 'Confirmation straight away', text: registrationPromises.confirmation },
    { title: `A reply ${replyTime}`, text: registrationPromises.reply },
  ],
} as const;

export const registerContact = {
  title: 'Contact us',
  phoneLabel: 'Phone',
  emailLabel: 'Email',
  addressLabel: 'Address',
} as const;

export const registerLocation = {
  title: 'Find us',
  intro: `We are in Widnes, ${isOpen ? 'open now' : 'opening soon'}.`,
} as const;

export const registerHours = {
  title: 'Opening hours',
  rows: registerPageHours,
} as const;
