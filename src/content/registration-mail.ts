/**
 * The emails a registration causes (see scripts/server/registration-mail.ts,
 * which fills them in): the confirmation to the visitor, and the notification
 * to staff. Plain and factual: no offers in the confirmation.
 */
import { replyTime } from '@/content/facts';
import { privacyNoticePath } from '@/content/registration-form';
import { site } from '@/content/site';

export const visitorConfirmationCopy = {
  subject: `We have your registration | ${site.brand}`,
  greeting: (name: string) => `Dear ${name},`,
  received: (what: string) =>
    `Thank you for registering your interest in ${what} at ${site.brand}. This email confirms that we have your registration.`,
  reply: (contact: string) =>
    `Our team will contact you ${replyTime} by ${contact} with availability and pricing.`,
  summaryTitle: 'What you sent us',
  withdrawTitle: 'Changed your mind?',
  withdraw: `Reply to this email, call us on ${site.phone.display} or write to ${site.email}, and we will delete your registration.`,
  privacy: 'How we use your details:',
  privacyPath: privacyNoticePath,
  signOff: `${site.brand}`,
  /** The way the team will reply, from the contact details given. */
  contactBy: { email: 'email', phone: 'phone', both: 'email or phone' },
  /** What they registered for, as in "registering your interest in a 50 sq ft unit". */
  interest: {
    personal: 'personal storage',
    business: 'business storage',
    container: 'a portable container',
    'safety-deposit-box': 'a safety deposit box',
  },
  interestWithSize: (size: string, what: string) => `a ${size} unit (${what})`,
} as const;

export const staffNotificationCopy = {
  subject: (name: string) => `New registration: ${name}`,
  intro: 'A registration of interest has arrived through the website.',
  replyNote: `Reply to this email to answer the visitor directly. The site promises a reply ${replyTime}.`,
  reference: 'Reference',
  received: 'Received (UTC)',
  consent: 'Opt-in wording shown',
} as const;
