/**
 * The one move-in date rule of the registration form, for the browser (the
 * date picker's min and max, the form's check) and the server (the
 * endpoint's check) alike. Plain TypeScript with no data imports: the server,
 * the scripts and the browser tests import it too.
 */
import { site } from '@/content/site';

/** How far ahead a preferred move-in date may be, in years. */
export const moveInYearsAhead = 2;

/** A YYYY-MM-DD date that exists in the calendar. */
export function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The same day `years` years after `day` (YYYY-MM-DD); 29 February then becomes the 28th. */
function sameDayYearsOn(day: string, years: number): string {
  const year = Number(day.slice(0, 4)) + years;
  const candidate = `${year}${day.slice(4)}`;
  return isRealDate(candidate) ? candidate : `${year}-02-28`;
}

const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of the month `monthIndex` (0 is January) of `year`. */
function lastSundayAtOneUtc(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
  return Date.UTC(year, monthIndex, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * The UK's clock rule since 1996 (the Summer Time Order 2002 keeps it):
 * British Summer Time, an hour ahead of UTC, from 01:00 UTC on the last
 * Sunday of March to 01:00 UTC on the last Sunday of October. Worked out
 * here rather than asked of Intl: the first Intl call on a page sets up the
 * browser's locale and time-zone data, tens of milliseconds on a phone, as
 * the form starts. A unit test holds it to Intl's answer, hour by hour.
 */
function ukOffsetMs(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  const summer = instant >= lastSundayAtOneUtc(year, 2) && instant < lastSundayAtOneUtc(year, 9);
  return summer ? HOUR_MS : 0;
}

/** How far `timeZone`'s clock is ahead of UTC at `instant`, in whole seconds, as Intl says. */
function intlOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** How far the facility's clock is ahead of UTC at `instant`, in milliseconds (an hour in BST). */
function facilityOffsetMs(instant: number): number {
  return site.timeZone === 'Europe/London'
    ? ukOffsetMs(instant)
    : intlOffsetMs(instant, site.timeZone);
}

/** Today (YYYY-MM-DD) in the facility's calendar, wherever the browser or the server runs. */
export function facilityToday(now: Date = new Date()): string {
  const instant = now.getTime();
  return new Date(instant + facilityOffsetMs(instant)).toISOString().slice(0, 10);
}

/**
 * The instant the facility's day `day` (YYYY-MM-DD, a real date) begins, as
 * an ISO time in UTC: midnight in UK time, which during British Summer Time
 * is 23:00 UTC the evening before.
 */
export function facilityDayStart(day: string): string {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  // The offset at the guess, then again at the answer, in case a clock change lies between.
  const guess = midnightUtc - facilityOffsetMs(midnightUtc);
  return new Date(midnightUtc - facilityOffsetMs(guess)).toISOString();
}

/** The first and last preferred move-in day accepted, both included (YYYY-MM-DD). */
export type MoveInDateRange = { earliest: string; latest: string };

/**
 * The one move-in date rule: from `today` (see facilityToday) to the same day
 * two years on. The date picker's min and max, the browser's check and the
 * server's check all come from here, so the picker never offers a day the
 * server refuses.
 */
export function moveInDateRange(today: string): MoveInDateRange {
  return { earliest: today, latest: sameDayYearsOn(today, moveInYearsAhead) };
}
