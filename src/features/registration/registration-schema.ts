/**
 * The one definition of a registration of interest: its fields, their limits
 * and the messages the checks give. The browser form, the bundled server's
 * endpoint (scripts/server/) and the staff export all use it, so a visitor
 * reads the same words whether the browser or the server found the problem.
 * Plain TypeScript: the server and the scripts import it too.
 */

import { formatNumber } from '@/content/number-text';
import { registrationFieldCopy, registrationMessages } from '@/content/registration-form';
import { type SizeStepSqft, sizeStepSqft } from '@/content/size-step-sqft';
import { findUnit } from '@/content/unit-catalogue';
import {
  isRealDate,
  moveInDateRange,
  moveInYearsAhead,
} from '@/features/registration/move-in-dates';
import { formatUkPhone, isUkPhone } from '@/features/registration/uk-phone';

export const storageTypes = ['personal', 'business', 'container', 'safety-deposit-box'] as const;
export type StorageType = (typeof storageTypes)[number];

export const NOT_SURE = 'not-sure';
/** A size step's sq ft as text, or "not sure yet". */
export type UnitSize = `${SizeStepSqft}` | typeof NOT_SURE;
export const unitSizes: readonly UnitSize[] = [
  ...sizeStepSqft.map((sqft) => `${sqft}` as UnitSize),
  NOT_SURE,
];

export const registrationLimits = {
  nameMax: 100,
  emailMax: 254,
  phoneMax: 30,
  messageMax: 1000,
  moveInYearsAhead,
} as const;

/** The hidden field people never see and scripts fill in. */
export const HONEYPOT_FIELD = 'website';
/**
 * The field the script-driven form sends its solved proof of work in (the
 * server issues and checks it, see server/public/human-check.ts), or
 * PROOF_UNFINISHED when the browser's check did not finish in time.
 */
export const PROOF_FIELD = 'altcha';
export const PROOF_UNFINISHED = 'unfinished';

/** The fields a visitor fills in, in the order the form and the error summary show them. */
export const registrationFields = [
  'name',
  'email',
  'phone',
  'storageType',
  'unitSize',
  'moveInDate',
  'message',
  'marketingOptIn',
  'unitId',
] as const;
export type RegistrationField = (typeof registrationFields)[number];

/** What the form holds while the visitor types (and what a draft keeps). */
export type RegistrationDraft = {
  name: string;
  email: string;
  phone: string;
  storageType: StorageType;
  unitSize: UnitSize;
  moveInDate: string;
  message: string;
  marketingOptIn: boolean;
  unitId: string;
};

/** A checked registration, trimmed; optional fields left empty are null. */
export type Registration = {
  name: string;
  email: string | null;
  phone: string | null;
  storageType: StorageType;
  unitSize: UnitSize;
  moveInDate: string | null;
  message: string | null;
  marketingOptIn: boolean;
  unitId: string | null;
};

export type FieldErrors = Partial<Record<RegistrationField, string>>;

export type ValidationResult =
  | { ok: true; value: Registration }
  | { ok: false; errors: FieldErrors; draft: RegistrationDraft };

export const emptyDraft: RegistrationDraft = {
  name: '',
  email: '',
  phone: '',
  storageType: 'personal',
  unitSize: NOT_SURE,
  moveInDate: '',
  message: '',
  marketingOptIn: false,
  unitId: '',
};

export const fieldLabels: Record<RegistrationField, string> = {
  name: registrationFieldCopy.name.label,
  email: registrationFieldCopy.email.label,
  phone: registrationFieldCopy.phone.label,
  storageType: registrationFieldCopy.storageType.label,
  unitSize: registrationFieldCopy.unitSize.label,
  moveInDate: registrationFieldCopy.moveInDate.label,
  message: registrationFieldCopy.message.label,
  marketingOptIn: registrationFieldCopy.marketingOptIn.label,
  unitId: 'Unit',
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Trimmed text; a value of only spaces counts as empty. */
export const clean = (value: unknown): string => text(value).trim();

const TRUE_VALUES = new Set(['on', 'yes', 'true', '1']);
const isTicked = (value: unknown) => value === true || TRUE_VALUES.has(clean(value).toLowerCase());

export const isStorageType = (value: string): value is StorageType =>
  (storageTypes as readonly string[]).includes(value);
export const isUnitSize = (value: string): value is UnitSize =>
  (unitSizes as readonly string[]).includes(value);

/**
 * Any object (a parsed JSON body, form fields, a stored draft) as a draft:
 * text fields kept as typed, choices that are not on the list reset to
 * their defaults.
 */
export function toDraft(input: unknown): RegistrationDraft {
  const raw = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const storageType = clean(raw.storageType);
  const unitSize = clean(raw.unitSize);
  return {
    name: text(raw.name),
    email: text(raw.email),
    phone: text(raw.phone),
    storageType: isStorageType(storageType) ? storageType : emptyDraft.storageType,
    unitSize: isUnitSize(unitSize) ? unitSize : emptyDraft.unitSize,
    moveInDate: text(raw.moveInDate),
    message: text(raw.message),
    marketingOptIn: isTicked(raw.marketingOptIn),
    unitId: text(raw.unitId),
  };
}

/**
 * One plain address (an RFC 5322 addr-spec in its dot-atom form, ASCII only):
 * the characters a browser's type="email" allows before the @, with no
 * leading, trailing or doubled dot, and a domain of two or more
 * letter-digit-hyphen labels. No display name, list, comment, angle bracket,
 * quote, space or control character can pass, so the mail library reading it
 * next can only see one mailbox.
 */
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL = new RegExp(`^${ATOM}(?:\\.${ATOM})*@${LABEL}(?:\\.${LABEL})+$`);

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value);
}

/** A control character (C0, DEL, C1) or the Unicode line or paragraph separator. */
const isControl = (code: number) =>
  code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** True when a one-line field holds a line break, tab or other control character. */
export const hasControlCharacters = (value: string) =>
  [...value].some((ch) => isControl(ch.codePointAt(0) ?? 0));

/**
 * A Unicode format character (general category Cf): bidirectional overrides
 * and isolates, zero-width spaces and joiners, the soft hyphen, the byte
 * order mark. Invisible on screen, they can make a name read as something
 * else in staff's email or the console, or an address look like another.
 */
const FORMAT_CHARACTER = /\p{Cf}/u;

/** True when a one-line field holds an invisible formatting character. */
export const hasFormatCharacters = (value: string) => FORMAT_CHARACTER.test(value);

/** The one-line fields, by the name their messages give them. */
const oneLineFieldNames = {
  name: registrationFieldCopy.name.label,
  email: registrationFieldCopy.email.label,
  phone: registrationFieldCopy.phone.label,
  moveInDate: 'Preferred move-in date',
  unitId: fieldLabels.unitId,
} as const satisfies Partial<Record<RegistrationField, string>>;

/** The same for a message, which keeps its line breaks (and nothing else below a space). */
const hasControlBesidesLineBreaks = (value: string) =>
  [...value].some((ch) => {
    const code = ch.codePointAt(0) ?? 0;
    return isControl(code) && code !== LINE_FEED && code !== CARRIAGE_RETURN;
  });

/** A date as YYYY-MM-DD in the visitor's (or server's) own calendar. */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Checks a submission. `today` is the date (YYYY-MM-DD) move-in dates are
 * measured from: facilityToday() in the browser and on the server, a fixed
 * day in tests.
 */
export function validateRegistration(input: unknown, today: string): ValidationResult {
  const draft = toDraft(input);
  const raw = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const limits = registrationLimits;
  const errors: FieldErrors = {};
  const name = clean(draft.name);
  const email = clean(draft.email);
  const phone = clean(draft.phone);
  const moveInDate = clean(draft.moveInDate);
  const message = clean(draft.message);
  const unitId = clean(draft.unitId);

  // Checked before each field's own format, so the message says what is wrong.
  const invisible = (field: keyof typeof oneLineFieldNames, value: string) =>
    hasFormatCharacters(value)
      ? registrationMessages.invisibleCharacters(oneLineFieldNames[field])
      : undefined;

  if (!name) errors.name = registrationMessages.nameMissing;
  else if (name.length > limits.nameMax)
    errors.name = registrationMessages.nameTooLong(limits.nameMax);
  else if (invisible('name', name)) errors.name = invisible('name', name);
  else if (hasControlCharacters(name)) errors.name = registrationMessages.nameOneLine;

  if (!email && !phone) errors.email = registrationMessages.contactMissing;
  if (email.length > limits.emailMax)
    errors.email = registrationMessages.emailTooLong(limits.emailMax);
  else if (invisible('email', email)) errors.email = invisible('email', email);
  else if (email && !isValidEmail(email)) errors.email = registrationMessages.emailInvalid;
  if (invisible('phone', phone)) errors.phone = invisible('phone', phone);
  else if (
    phone &&
    (phone.length > limits.phoneMax || hasControlCharacters(phone) || !isUkPhone(phone))
  )
    errors.phone = registrationMessages.phoneInvalid;

  if (clean(raw.storageType) && !isStorageType(clean(raw.storageType)))
    errors.storageType = registrationMessages.storageTypeInvalid;
  if (clean(raw.unitSize) && !isUnitSize(clean(raw.unitSize)))
    errors.unitSize = registrationMessages.unitSizeInvalid;

  const moveInRange = moveInDateRange(today);
  if (moveInDate) {
    if (invisible('moveInDate', moveInDate))
      errors.moveInDate = invisible('moveInDate', moveInDate);
    else if (!isRealDate(moveInDate)) errors.moveInDate = registrationMessages.moveInDateInvalid;
    else if (moveInDate < moveInRange.earliest)
      errors.moveInDate = registrationMessages.moveInDatePast;
    else if (moveInDate > moveInRange.latest)
      errors.moveInDate = registrationMessages.moveInDateTooFar(limits.moveInYearsAhead);
  }

  if (message.length > limits.messageMax)
    errors.message = registrationMessages.messageTooLong(formatNumber(limits.messageMax));
  else if (hasControlBesidesLineBreaks(message))
    errors.message = registrationMessages.messageControl;

  // An id with a control character is no unit in the catalogue either.
  const unit = unitId && !hasControlCharacters(unitId) ? findUnit(unitId) : undefined;
  if (invisible('unitId', unitId)) errors.unitId = invisible('unitId', unitId);
  else if (unitId && !unit) errors.unitId = registrationMessages.unitUnknown;

  if (Object.keys(errors).length > 0) return { ok: false, errors, draft };
  const unitSize =
    unit && isUnitSize(`${unit.sqft}`) ? (`${unit.sqft}` as UnitSize) : draft.unitSize;
  return {
    ok: true,
    value: {
      name,
      email: email || null,
      // Stored and exported in its spaced national form (see uk-phone.ts).
      phone: phone ? formatUkPhone(phone) : null,
      storageType: draft.storageType,
      unitSize,
      moveInDate: moveInDate || null,
      message: message || null,
      marketingOptIn: draft.marketingOptIn,
      unitId: unit?.id ?? null,
    },
  };
}

/** The errors in the order the form shows its fields. */
export function orderedErrors(
  errors: FieldErrors,
): { field: RegistrationField; message: string }[] {
  return registrationFields.flatMap((field) => {
    const message = errors[field];
    return message ? [{ field, message }] : [];
  });
}

/** True when the hidden field people never see was filled in (a script's tell). */
export function honeypotFilled(input: unknown): boolean {
  const raw = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  return clean(raw[HONEYPOT_FIELD]) !== '';
}
