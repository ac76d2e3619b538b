/**
 * Times as the owner reads them, in the console, the CSV export and the
 * command line alike: on the facility's clock (Europe/London), with the
 * date written out, "Tuesday 5 January 2027, 11:59 pm". Where the clocks go
 * back and an hour happens twice, the zone is added ("1:30 am BST", then
 * "1:30 am GMT"), so the two readings stay apart.
 */

const ZONE = 'Europe/London';
const HOUR_MS = 3_600_000;

type Formats = { day: Intl.DateTimeFormat; clock: Intl.DateTimeFormat; zone: Intl.DateTimeFormat };
let formats: Formats | null = null;

/** Made on first use: the console's first screen need not pay for Intl's set-up. */
function formatters(): Formats {
  formats ??= {
    day: new Intl.DateTimeFormat('en-GB', {
      timeZone: ZONE,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }),
    clock: new Intl.DateTimeFormat('en-GB', {
      timeZone: ZONE,
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h12',
    }),
    zone: new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, timeZoneName: 'short' }),
  };
  return formats;
}

const part = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) =>
  parts.find((p) => p.type === type)?.value ?? '';

/** "Tuesday 5 January 2027", written from its parts so no ICU version adds a comma. */
function dayText(date: Date, format: Intl.DateTimeFormat): string {
  const parts = format.formatToParts(date);
  return `${part(parts, 'weekday')} ${part(parts, 'day')} ${part(parts, 'month')} ${part(parts, 'year')}`;
}

/** "11:59 pm" (the day period in lower case whatever the ICU version writes). */
function clockText(instant: number): string {
  const parts = formatters().clock.formatToParts(new Date(instant));
  return `${part(parts, 'hour')}:${part(parts, 'minute')} ${part(parts, 'dayPeriod').toLowerCase()}`;
}

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** A moment on the London clock: "Tuesday 5 January 2027, 11:59 pm"; empty for no time or a bad one. */
export function londonTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  const instant = date.getTime();
  if (Number.isNaN(instant)) return typeof value === 'string' ? value : '';
  const { day, zone } = formatters();
  const clock = clockText(instant);
  // The hour the clocks go back happens twice: say which one this is.
  const repeated = clockText(instant - HOUR_MS) === clock || clockText(instant + HOUR_MS) === clock;
  const suffix = repeated ? ` ${part(zone.formatToParts(date), 'timeZoneName')}` : '';
  return `${dayText(date, day)}, ${clock}${suffix}`;
}

let calendarDay: Intl.DateTimeFormat | null = null;

/**
 * A day written out, "Tuesday 5 January 2027": a calendar day (YYYY-MM-DD)
 * as it is, or a moment's day on the London clock.
 */
export function londonDay(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    // A day on the calendar has no zone: read and written in UTC, it stays that day.
    calendarDay ??= new Intl.DateTimeFormat('en-GB', {
      timeZone: 'UTC',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    return dayText(new Date(`${value}T00:00:00Z`), calendarDay);
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dayText(date, formatters().day);
}

/** An ISO time (with its zone) as an audit detail or a message may carry one. */
export const isIsoTime = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value);
