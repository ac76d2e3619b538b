/**
 * The privacy notice (/privacy): what the registration form collects and why,
 * the lawful basis, how long it is kept, who sees it, visitors' rights, the
 * ICO, and what is kept on the visitor's device. The fields are those of
 * src/features/registration/registration-schema.ts, named with the form's
 * own labels.
 */
import { paths } from '@/config/paths';
import { newsConfirmPage } from '@/content/announcements';
import {
  type LegalDocument,
  legalPagesUpdated,
  list,
  ownerFact,
  ownerFactParts,
  ownerNote,
  paragraph,
  registrationRetentionPeriod,
  withOwnerNotes,
} from '@/content/legal-documents';
import { registrationPromises } from '@/content/offers';
import { registrationFieldCopy } from '@/content/registration-form';
import { newsConfirmationCopy } from '@/content/registration-mail';
import { addressOneLine, site } from '@/content/site';
import type { SiteFacts } from '@/content/site-facts-schema';
import companyJson from '../../data/site/company.json' with { type: 'json' };

const { companyNumber, icoRegistration, legalName, registeredOffice } = companyJson;

import legalJson from '../../data/site/legal.json' with { type: 'json' };

const { hostingProvider, widgetProviders } = legalJson;

const fields = registrationFieldCopy;
const emailLink = { text: site.email, href: `mailto:${site.email}` };
const phoneLink = { text: site.phone.display, href: site.phone.href };

/** "company number 01234567, registered office …", once both are known. */
const companyNumberAndOffice =
  companyNumber && registeredOffice
    ? `company number ${companyNumber}, registered office ${registeredOffice}`
    : null;

/** Each widget provider's name with a link to its privacy and cookie notice. */
const widgetProviderParts =
  (widgetProviders as SiteFacts['legal']['widgetProviders'])?.flatMap((provider, index) => [
    `${index > 0 ? '; ' : ''}${provider.name}: `,
    { text: 'privacy and cookie notice', href: provider.privacyHref },
  ]) ?? null;

export const icoContact = {
  complaints: { text: 'ico.org.uk/make-a-complaint', href: 'https://ico.org.uk/make-a-complaint/' },
  helpline: '0303 123 1113',
  address:
    'Information Commissioner’s Office, Wycliffe House, Water Lane, Wilmslow, Cheshire SK9 5AF',
} as const;

const openStreetMapPrivacy = {
  text: 'OpenStreetMap Foundation privacy policy',
  href: 'https://osmfoundation.org/wiki/Privacy_Policy',
} as const;

export const privacyNotice: LegalDocument = {
  updated: legalPagesUpdated,
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      blocks: [
        paragraph(
          `${site.brand} is run by `,
          ownerFact('controllerName', legalName),
          ' (',
          ownerFact('companyNumber', companyNumberAndOffice),
          '). We decide how the personal information you give us through this website is used, which makes us its controller under UK data protection law (the UK GDPR and the Data Protection Act 2018).',
        ),
        paragraph(
          'We are registered with the Information Commissioner’s Office (ICO), number ',
          ownerFact('icoRegistration', icoRegistration),
          '.',
        ),
        paragraph(
          'To ask anything about your information, email ',
          emailLink,
          ', call ',
          phoneLink,
          ` or write to us at ${addressOneLine}.`,
        ),
      ],
    },
    {
      id: 'what-we-collect',
      title: 'What we collect when you register your interest',
      blocks: [
        paragraph('The registration form asks for:'),
        list(
          `your ${fields.name.label.toLowerCase()}`,
          `your ${fields.email.label.toLowerCase()} and ${fields.phone.label.toLowerCase()} (you need to give one of the two)`,
          'the type of storage and the unit size you are interested in, and the unit you picked on our floor plan, if you picked one',
          'the date you would like to move in, if you tell us',
          'anything you write in the message box',
          'whether you ticked the box to hear about our opening and special offers by email and, if you did, the words of that box, when you ticked it and when you confirmed it from the email we sent you',
        ),
        paragraph(
          'We also record the date and time you sent the form. Only your name and one way to contact you are required; everything else is up to you.',
        ),
        paragraph(
          'To stop automated abuse, our server counts the submissions from each internet address for a minute at a time. It does not store your internet address with your registration or write your details into its logs.',
        ),
        paragraph(
          'When you start filling in the form, your browser quietly works out a small puzzle our own server sets (a proof of work), so that our server can tell a browser from a script that posts forms. It involves no third party, no cookie and nothing about you, and you never have to solve anything yourself. A registration sent without it (for example with JavaScript switched off) is still stored and still reaches our staff, who reply in person; we then send no confirmation email.',
        ),
      ],
    },
    {
      id: 'why-we-use-it',
      title: 'Why we use it, and our lawful basis',
      blocks: [
        list(
          [
            `To reply to your registration: ${registrationPromises.reply.charAt(0).toLowerCase()}${registrationPromises.reply.slice(1)} If you gave an email address, we may also email you a short confirmation that we have your registration: at most one a day, with none of what you typed in it, and only when the check described above has passed. The lawful basis is that you have asked us to take steps before you may enter into a rental agreement with us, and our legitimate interest in answering people who ask about our storage.`,
          ],
          [
            'To run our competition, which you enter partly by registering, and to contact the winner: our legitimate interest in running the competition you chose to enter.',
          ],
          [
            `To email you about our opening and special offers, only if you ticked the box to say yes and then confirmed it from your mailbox: the lawful basis is your consent. Anyone can type any address into a form, so a ticked box alone is not enough (this is called double opt-in). When you tick it, the confirmation email we send you asks you to confirm, with a link to a page on this site with one button, “${newsConfirmPage.button}”; until you press it, we send you no such emails. The link works for ${newsConfirmationCopy.linkDays} days. You can withdraw your consent at any time with the unsubscribe link in any of our emails or by emailing `,
            emailLink,
            '; registering does not depend on it.',
          ],
        ),
        paragraph(
          'We do not sell your information, use it to make automated decisions about you, or share it with anyone for their own marketing.',
        ),
      ],
    },
    {
      id: 'how-long',
      title: 'How long we keep it',
      blocks: [
        paragraph(
          ...withOwnerNotes(
            `We keep a registration for ${registrationRetentionPeriod} from the day we receive it, then delete it`,
            ownerNote('retention'),
            '. If you rent storage from us, your rental agreement says how long we keep what we need for it.',
          ),
        ),
        paragraph(
          'If you say yes to emails about the opening and offers, we keep that consent, with the words you agreed to, when you ticked the box and when you confirmed it, until you withdraw it. Registering again without ticking the box does not withdraw it, because anyone can type your address into our form: to withdraw it, use the unsubscribe link or email us. Every such email says why you are getting it and ends with an unsubscribe link: one press on the page it opens stops them at once, with no account and no sign-in, and your mail program may offer the same as a single button. Unsubscribing does not delete your registration; ask us if you want that too. We then keep a one-way fingerprint of your email address (not the address itself) on a do-not-contact list, so that we do not email you again, whoever registers your address again, unless you tick the box and confirm once more from the email we send to that address.',
        ),
      ],
    },
    {
      id: 'who-sees-it',
      title: 'Who sees it',
      blocks: [
        list(
          'Our staff at the Widnes facility, who reply to registrations.',
          [
            'The company that hosts this website and the server it runs on (',
            ownerFact('hostingProvider', hostingProvider),
            '), which stores the information for us and may not use it for anything else.',
          ],
          [
            'If we switch on the registration form of a third-party provider in place of our own form (',
            ...ownerFactParts('widgetProviders', widgetProviderParts),
            '), what you type into that form goes to the provider, who handles it for us.',
          ],
        ),
      ],
    },
    {
      id: 'where-it-is-stored',
      title: 'Where it is stored',
      blocks: [
        paragraph(
          'Registrations are stored in a database (SQLite) on the server that runs this website, which only our staff can reach. Only staff who reply to registrations can export them.',
        ),
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      blocks: [
        paragraph('You have the right to:'),
        list(
          'ask for a copy of the information we hold about you',
          'have anything wrong corrected',
          'have your information deleted',
          'ask us to limit how we use it, or object to how we use it',
          'object to direct marketing at any time, and withdraw your consent to our emails',
          'receive the information you gave us in a common format, or have it sent to another company',
        ),
        paragraph(
          'To use any of these rights, email ',
          emailLink,
          ', call ',
          phoneLink,
          ` or write to us at ${addressOneLine}. It is free, and we reply within one month.`,
        ),
      ],
    },
    {
      id: 'complaints',
      title: 'How to complain',
      blocks: [
        paragraph(
          'If you are unhappy with how we have used your information, please tell us first and we will try to put it right. You can also complain to the Information Commissioner’s Office (ICO), the UK regulator for data protection:',
        ),
        list(
          ['online at ', icoContact.complaints],
          `by phone on ${icoContact.helpline}`,
          `by post to the ${icoContact.address}`,
        ),
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and storage on your device',
      blocks: [
        paragraph(
          'This website sets no cookies of its own, and it uses no analytics or advertising trackers.',
        ),
        paragraph(
          'To make sure nothing is lost if you reload a page, your browser keeps a few things on your device, in its session storage and local storage: where you had scrolled to on each page, what you have typed into the registration form until you send it, and the list you make in the storage calculator. These are not cookies. They are never sent to us, they stay on your device, and session storage is cleared when you close the tab. You can clear both in your browser’s settings.',
        ),
        paragraph(
          'Some parts of the site come from other companies, who may set their own cookies:',
        ),
        list(
          [
            'The maps on the home page and the register page are embedded from OpenStreetMap. When a map loads, OpenStreetMap receives your internet address; see the ',
            openStreetMapPrivacy,
            '.',
          ],
          [
            'The storage calculator, and the registration form if we switch on a third-party one, are provided by other companies (',
            ...ownerFactParts('widgetProviders', widgetProviderParts),
            '), who may set cookies when their part of the page loads.',
          ],
          'The links to our Instagram, Facebook and LinkedIn pages take you to those sites, which have their own privacy and cookie notices.',
        ),
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this notice',
      blocks: [
        paragraph(
          'If we change how we use your information, we will update this notice and the date below. Our ',
          { text: 'offer terms', href: paths.terms },
          ' set out the conditions of our offers and competition.',
        ),
      ],
    },
  ],
};
