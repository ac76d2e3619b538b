/**
 * The opening day as the pages say it while the facility is coming soon:
 * "Opening on Monday 1 March 2027", once the owner has set the day.
 */
import { weekdayDayText } from '@/content/day-text';
import { openingDateKnown as day, isOpen } from '@/content/opening';

/** Its words and the day (YYYY-MM-DD, for a <time> element), or null: open, or no day set. */
export const openingDay =
  !isOpen && day ? { lead: 'Opening on', date: day, text: weekdayDayText(day) } : null;
