/**
 * The three people shown on the About page. Their names and titles are the
 * owner's (data/site/team.json), placeholders until the owner supplies the
 * real team; each bio names its person by their first name from there.
 */
import { foundedYear } from '@/content/facts';
import teamJson from '../../data/site/team.json' with { type: 'json' };

const { customer, director, manager } = teamJson;
export type TeamMemberId = 'director' | 'manager' | 'customer';

export type TeamMember = {
  readonly id: TeamMemberId;
  readonly name: string;
  readonly title: string;
  readonly bio: string;
};

const firstName = (name: string) => name.split(' ')[0] ?? name;

export const team: readonly TeamMember[] = [
  {
    id: 'director',
    ...director,
    bio: `${firstName(director.name)} has run storage sites since ${foundedYear} and leads the opening of the Widnes facility.`,
  },
  {
    id: 'manager',
    ...manager,
    bio: `${firstName(manager.name)} looks after the building, the security systems and the day-to-day running of the site.`,
  },
  {
    id: 'customer',
    ...customer,
    bio: `${firstName(customer.name)} answers registrations and helps every customer choose the right unit size.`,
  },
];
