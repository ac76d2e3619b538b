/**
 * The kinds of value the owner's facts are made of (site-facts-schema.ts):
 * a field with its label and hint, a group, one line of text, whole numbers,
 * pounds with VAT included, https links, calendar days, clock times and
 * office hours; each with the rule it refuses a value by, in the owner's words.
 */
import * as v from 'valibot';

const MAX_TEXT = 300;

/** A field's label and hint, as the console's form and launch:check show them. */
export const field = <S extends v.GenericSchema>(schema: S, label: string, hint: string) =>
  v.pipe(schema, v.title(label), v.description(hint));

/** A group of fields: "Company", "Contact". */
export const group = <S extends v.GenericSchema>(schema: S, label: string) =>
  v.pipe(schema, v.title(label));

/** One line of text; every value is rendered as text, never as markup. */
export const text = (max = MAX_TEXT) =>
  v.pipe(
    v.string('must be text'),
    v.trim(),
    v.nonEmpty('must not be empty'),
    v.maxLength(max, `must be at most ${max} characters`),
    v.regex(/^[^\p{Cc}]*$/u, 'must be one line, without control characters'),
  );

export const wholeNumber = (min: number, max: number) =>
  v.pipe(
    v.number('must be a number'),
    v.integer('must be a whole number'),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );

/** An amount in pounds as the visitor pays it, VAT included: whole pence, not negative. */
export const pounds = (max = 100_000) =>
  v.pipe(
    v.number('must be a number'),
    v.minValue(0, 'must not be negative'),
    v.maxValue(max, `must be at most ${max} pounds`),
    v.check(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      'must be whole pence',
    ),
  );

export const rent = () =>
  v.pipe(
    v.number('must be a number'),
    v.minValue(0.01, 'must be more than 0'),
    v.maxValue(100_000, 'must be at most 100000 pounds'),
    v.check(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      'must be whole pence',
    ),
  );

/** Links leave the site as https, mailto or tel only; others go through the https rule. */
export const httpsLink = () =>
  v.pipe(
    v.string('must be text'),
    v.url('must be a full web address'),
    v.startsWith('https://', 'must start with https://'),
  );

/** A day of the calendar as YYYY-MM-DD: 2027-03-01, never 2027-02-30. */
export const calendarDay = () =>
  v.pipe(
    v.string('must be text'),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD, such as 2027-03-01'),
    v.check((day) => {
      const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
      const parsed = new Date(Date.UTC(year, month - 1, date));
      return (
        parsed.getUTCFullYear() === year &&
        parsed.getUTCMonth() === month - 1 &&
        parsed.getUTCDate() === date
      );
    }, 'must be a day of the calendar, such as 2027-03-01'),
  );

export const clockTime = () =>
  v.pipe(
    v.string('must be text'),
    v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time such as 09:00'),
  );

const weekDays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export const officeHours = (label: string, hint: string) =>
  field(
    v.pipe(
      v.strictObject({
        days: field(
          v.pipe(
            v.array(v.picklist(weekDays, 'must be a day of the week, such as Monday')),
            v.minLength(1, 'must name at least one day'),
            v.maxLength(7, 'must name each day once'),
            v.check((days) => new Set(days).size === days.length, 'must name each day once'),
          ),
          'Days',
          'The days these hours apply to, in order.',
        ),
        opens: field(clockTime(), 'Opens', 'A 24-hour time, such as 09:00.'),
        closes: field(clockTime(), 'Closes', 'A 24-hour time, such as 18:00.'),
      }),
      v.forward(
        v.partialCheck(
          [['opens'], ['closes']],
          (hours) => hours.opens < hours.closes,
          'must be later than the opening time',
        ),
        ['closes'],
      ),
    ),
    label,
    hint,
  );
