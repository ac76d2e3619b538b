/**
 * Opening hours, defined once in schema.org form (the owner's, in
 * data/site/hours.json); the rows the pages show are written from it. The
 * spec gives two readings of the office hours: the register page's and the
 * safety deposit page's. They disagree on Sunday and both stand, so each
 * page reads its own list.
 */
import type { SiteFacts } from '@/content/site-facts-schema';
import hoursJson from '../../data/site/hours.json' with { type: 'json' };

const { office, storageAccess } = hoursJson;

export { storageAccess };

export type HoursRow = { readonly days: string; readonly hours: string };

export type OpeningHours = {
  readonly days: readonly string[];
  /** 24-hour "HH:MM". */
  readonly opens: string;
  readonly closes: string;
};

/** Office hours in schema.org form (the register page's reading): weekdays, then weekends. */
export const officeOpeningHoursSpec =
  office as SiteFacts['hours']['office'] satisfies readonly OpeningHours[];

const [weekdays, weekend] = officeOpeningHoursSpec;

/** "09:00" → "9am", "18:00" → "6pm", "12:30" → "12:30pm". */
export function formatClockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'am' : 'pm';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return minutes === 0
    ? `${hour12}${suffix}`
    : `${hour12}:${String(minutes).padStart(2, '0')}${suffix}`;
}

/** ["Monday", …, "Friday"] → "Monday to Friday"; two days → "Saturday and Sunday". */
export function formatDays(days: readonly string[]): string {
  if (days.length === 1) return days[0] ?? '';
  if (days.length === 2) return `${days[0]} and ${days[1]}`;
  return `${days[0]} to ${days.at(-1)}`;
}

export function formatOpeningHours(spec: OpeningHours): HoursRow {
  return {
    days: formatDays(spec.days),
    hours: `${formatClockTime(spec.opens)} to ${formatClockTime(spec.closes)}`,
  };
}

export const registerPageHours: readonly HoursRow[] = [
  formatOpeningHours(weekdays),
  formatOpeningHours(weekend),
  { days: 'Storage access', hours: `Open ${storageAccess} with your access code` },
];

export const safetyDepositHours: readonly HoursRow[] = [
  formatOpeningHours(weekdays),
  formatOpeningHours({ ...weekend, days: ['Saturday'] }),
  { days: 'Sunday', hours: 'By appointment only' },
];
