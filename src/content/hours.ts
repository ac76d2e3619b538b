/**
 * Opening hours. The spec gives two readings of the office hours: the
 * register page's and the safety deposit page's. They disagree on Sunday and
 * both stand, so each page reads its own list.
 */
export type HoursRow = { readonly days: string; readonly hours: string };

export const storageAccess = '24/7' as const;

export const registerPageHours: readonly HoursRow[] = [
  { days: 'Monday to Friday', hours: '9am to 6pm' },
  { days: 'Saturday and Sunday', hours: '10am to 4pm' },
  { days: 'Storage access', hours: 'Open 24/7 with your access code' },
];

export const safetyDepositHours: readonly HoursRow[] = [
  { days: 'Monday to Friday', hours: '9am to 6pm' },
  { days: 'Saturday', hours: '10am to 4pm' },
  { days: 'Sunday', hours: 'By appointment only' },
];

/** Office hours in schema.org form, from the register page's reading. */
export const officeOpeningHoursSpec = [
  {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '18:00',
  },
  { days: ['Saturday', 'Sunday'], opens: '10:00', closes: '16:00' },
] as const;
