/**
 * Copy for the site's own registration form: labels, hints, the messages its
 * checks give (shared by the browser and the server, see
 * src/features/registration/registration-schema.ts) and what the page says
 * when a submission fails or succeeds.
 */
import { paths } from '@/config/paths';
import { formatNumber } from '@/content/number-text';
import { registrationPromises } from '@/content/offers';
import { site } from '@/content/site';

export const registrationFieldCopy = {
  name: { label: 'Full name' },
  email: { label: 'Email address', hint: 'We only use this to reply to you.' },
  phone: { label: 'Phone number', hint: 'A UK number, for example 0151 496 0123.' },
  storageType: { label: 'Type of storage' },
  unitSize: { label: 'Unit size' },
  moveInDate: { label: 'Preferred move-in date (optional)' },
  message: { label: 'Anything else we should know? (optional)' },
  marketingOptIn: {
    label: 'Email me about the opening and special offers (optional)',
    hint: 'You can register without this, and unsubscribe at any time.',
  },
} as const;

/**
 * The opt-in's wording as both forms show it (its label, then its hint
 * beneath), stored with the visitor's consent: the one place it is composed.
 */
export const marketingConsentWording = `${registrationFieldCopy.marketingOptIn.label} ${registrationFieldCopy.marketingOptIn.hint}`;

export const storageTypeLabels = {
  personal: 'Personal',
  business: 'Business',
  container: 'Container',
  'safety-deposit-box': 'Safety deposit box',
} as const;

export const notSureLabel = 'Not sure yet';

export const registrationMessages = {
  nameMissing: 'Enter your full name',
  nameTooLong: (max: number) => `Full name must be ${max} characters or fewer`,
  nameOneLine: 'Full name must be on one line, without tabs or other special characters',
  contactMissing: 'Enter an email address or a phone number',
  emailInvalid: 'Enter an email address in the correct format, like name@example.com',
  emailTooLong: (max: number) => `Email address must be ${max} characters or fewer`,
  phoneInvalid: 'Enter a UK phone number, like 0151 496 0123 or +44 7700 900123',
  storageTypeInvalid: 'Select the type of storage you need',
  unitSizeInvalid: 'Select a unit size from the list',
  moveInDateInvalid: 'Preferred move-in date must be a real date',
  moveInDatePast: 'Preferred move-in date must be today or in the future',
  moveInDateTooFar: (years: number) =>
    `Preferred move-in date must be within the next ${years === 2 ? 'two' : years} years`,
  messageTooLong: (max: string) => `Message must be ${max} characters or fewer`,
  messageControl: 'Message can hold line breaks, but not tabs or other special characters',
  unitUnknown: 'Unit not found: choose a unit size instead',
  /** Unicode format characters (bidirectional controls, zero-width characters) in a one-line field. */
  invisibleCharacters: (field: string) =>
    `${field} must not contain invisible formatting characters, such as text direction marks or zero-width spaces`,
} as const;

/** The privacy notice the form's privacy sentence links to. */
export const privacyNoticePath = paths.privacy;

export const registrationFormCopy = {
  requiredNote: 'Tell us your name, and an email address or a phone number so we can reply.',
  contactLegend: 'How can we contact you?',
  storageLegend: 'What do you need?',
  privacyBefore: 'We use your details only to reply to your registration. Read our',
  privacyLink: 'privacy notice',
  privacyAfter: 'to see how we look after them.',
  submit: 'Register my interest',
  sending: 'Sending…',
  /** While Register waits for the human check to finish (a few seconds at most). */
  checking: 'Checking…',
  counter: (left: number) =>
    left >= 0
      ? `You have ${formatNumber(left)} characters remaining`
      : `You have ${formatNumber(-left)} characters too many`,
  errorSummaryTitle: 'There is a problem',
  errorPrefix: 'Error:',
  unitChip: (id: string, sqft: number) => `Unit ${id}, ${sqft} sq ft`,
  removeUnit: (id: string) => `Remove unit ${id}`,
  unknownUnitNote: (id: string) =>
    `We could not find unit ${id}, so no unit is chosen. Pick a size below instead.`,
  unknownSizeNote: (size: string) =>
    `We do not have a ${size} sq ft size step, so no size is chosen. Pick one below.`,
  /** For a link's value that is not even shaped like a unit, size or type: it is never repeated. */
  unrecognisedUnitNote:
    "That link's unit was not recognised, so no unit is chosen. Pick a size below instead.",
  unrecognisedSizeNote:
    "That link's size was not recognised, so no size is chosen. Pick one below.",
  unrecognisedTypeNote: `That link's storage type was not recognised, so ${storageTypeLabels.personal} is chosen. Change it below if you need to.`,
  orContact: `You can also call us on ${site.phone.display} or email ${site.email}.`,
} as const;

/**
 * Why a registration sent from another address (Origin) is refused. Sending
 * again from the same page never helps, so it says where the form must be
 * sent from rather than "try again".
 */
const notFromOurAddress = `This form can only be sent from our website's own address, ${site.origin}. Open the form at ${site.origin}${paths.register} and send it from there, or email us instead.`;

export const submissionProblems = {
  refused: notFromOurAddress,
  offline:
    'Your registration was not sent: you seem to be offline, or our server could not be reached. Everything you typed is still here: check your connection and try again.',
  server:
    'Something went wrong on our side and your registration was not sent. Everything you typed is still here: please try again.',
  rateLimited:
    'We have had too many registrations from your connection in the last minute. Everything you typed is still here: please wait a minute and try again.',
  retry: 'Try again',
  emailInstead: 'Email us instead',
  emailSubject: 'Registration of interest',
  emailIntro: 'I would like to register my interest:',
  problemTitle: 'Your registration was not sent',
} as const;

/**
 * Why the server refused a registration, as [title, text]: the page a form
 * posted without JavaScript gets, and the `error` of a JSON answer.
 */
export const refusalNotices = {
  tooLarge: ['Your registration was too long', 'Please shorten your message and send it again.'],
  tooMany: [
    'Too many registrations',
    'We have had too many registrations from your connection in the last minute. Please wait a minute and try again.',
  ],
  crossSite: ['Registration refused', notFromOurAddress],
  unavailable: [
    'Your registration was not saved',
    'We cannot store registrations for a moment. Please send it again in a minute: what you typed is kept in the form.',
  ],
  failed: [
    'Your registration was not saved',
    'Something went wrong on our side. Please try again, or email or call us.',
  ],
} as const;

/** Whether the server queued a confirmation email ('email') or not ('none'). */
export type ConfirmationChannel = 'email' | 'none';

/**
 * What the received state says will happen next, the one wording for the
 * page with and without JavaScript: an email is mentioned only when one was
 * really queued to be sent.
 */
export function receivedText(confirmation: ConfirmationChannel, email?: string | null): string {
  const onItsWay =
    confirmation === 'email' && email ? ` A confirmation is on its way to ${email}.` : '';
  return `Thank you for registering your interest.${onItsWay} ${registrationPromises.reply}`;
}

export const registrationSent = {
  title: 'Registration received',
  summaryTitle: 'What you sent us',
  marketingYes: 'Yes, email me about the opening and offers',
  marketingNo: 'No',
  marketingLabel: 'Opening and offers by email',
  unitLabel: 'Unit',
  moveInDateLabel: 'Preferred move-in date',
  messageLabel: 'Your message',
  backToForm: 'Register Another Unit',
  pageTitle: `Registration received | ${site.brand}`,
  errorPageTitle: `There is a problem with your registration | ${site.brand}`,
} as const;
