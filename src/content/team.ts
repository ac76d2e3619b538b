/** The three people shown on the About page. Names are placeholders until the owner supplies the real team. */
import { foundedYear } from '@/content/facts';
export type TeamMemberId = 'director' | 'manager' | 'customer';

export type TeamMember = {
  readonly id: TeamMemberId;
  readonly name: string;
  readonly title: string;
  readonly bio: string;
};

export const team: readonly TeamMember[] = [
  {
    id: 'director',
    name: 'Sarah Whitfield',
    title: 'Managing Director',
    bio: `Sarah has run storage sites since ${foundedYear} and leads the opening of the Widnes facility.`,
  },
  {
    id: 'manager',
    name: 'James Okafor',
    title: 'Facility Manager',
    bio: 'James looks after the building, the security systems and the day-to-day running of the site.',
  },
  {
    id: 'customer',
    name: 'Priya Desai',
    title: 'Customer Experience Lead',
    bio: 'Priya answers registrations and helps every customer choose the right unit size.',
  },
];
