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
