/**
 * UK phone numbers: the check the registration schema applies, and the
 * spaced national form the server stores and the staff export shows
 * (`07700 900123`, `0151 496 0123`). Spaced, a number is text to Excel,
 * which would otherwise read `07700900123` as the number 7700900123, and it
 * never starts with `+`, which the export would have to neutralise.
 * Plain TypeScript: the server and the scripts import it too.
 */

/**
 * The digits of a number as people write it, in national form: spaces,
 * dashes, dots and brackets dropped; +44 or 0044 (with an optional "(0)")
 * written as the leading 0.
 */
function nationalDigits(value: string): string {
  const digits = value.replace(/[\s\-.()]/g, '');
  return digits.replace(/^(\+44|0044)0?/, '0');
}

/** A UK number: 0 and 9 or 10 more digits, the first not 0. */
export function isUkPhone(value: string): boolean {
  return /^0[1-9]\d{8,9}$/.test(nationalDigits(value));
}

/**
 * How Ofcom's numbering plan groups national numbers, first match wins: each
 * pattern's capture groups are the parts written with a space between them.
 */
const ukGroupings: readonly RegExp[] = [
  // Large cities on 01x1 and 011x: 0151 496 0123.
  /^(01\d1|011\d)(\d{3})(\d{4})$/,
  // The few areas with six-figure codes: 015394 12345, 016977 1234.
  /^(01(?:3397|3398|3873|5242|5394|5395|5396|6973|6974|7683|7684|7687|9467|9755|9756))(\d{5})$/,
  /^(016977)(\d{4})$/,
  // Other geographic numbers: 01928 123456, or 01xxx 12345 where numbers are shorter.
  /^(01\d{3})(\d{5,6})$/,
  // London and the other 02 areas, and 055/056: 020 7946 0123.
  /^(02\d|05[56])(\d{4})(\d{4})$/,
  // Mobiles and other 07 numbers: 07700 900123.
  /^(07\d{3})(\d{6})$/,
  // Non-geographic 03, 08 and 09 numbers: 0300 123 4567, 0800 123 4567.
  /^(0[389]\d{2})(\d{3})(\d{4})$/,
  // Ten-digit freephone: 0800 123456.
  /^(0800)(\d{6})$/,
];

/**
 * The number in its spaced national form when it is a recognisable UK
 * number (`+44 7700 900123` becomes `07700 900123`); otherwise what was
 * typed, trimmed.
 */
export function formatUkPhone(value: string): string {
  const typed = value.trim();
  if (!isUkPhone(typed)) return typed;
  const digits = nationalDigits(typed);
  for (const grouping of ukGroupings) {
    const match = grouping.exec(digits);
    if (match) return match.slice(1).join(' ');
  }
  return typed;
}
