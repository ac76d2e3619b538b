/** Calendar days (YYYY-MM-DD) written out as British English does. */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A calendar day (YYYY-MM-DD) as British English writes it: "29 November
 * 2026". Written out rather than through Intl, whose first call on a page
 * costs tens of milliseconds (see number-text.ts).
 */
export function dayText(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const name = MONTHS[(month ?? 0) - 1];
  if (!year || !name || !date) throw new Error(`Not a calendar day: ${day}`);
  return `${date} ${name} ${year}`;
}

const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** A calendar day with its weekday: "Monday 1 March 2027". */
export function weekdayDayText(day: string): string {
  const text = dayText(day);
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  return `${WEEKDAYS[new Date(Date.UTC(year, month - 1, date)).getUTCDay()]} ${text}`;
}
