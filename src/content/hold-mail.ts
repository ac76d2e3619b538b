/**
 * The email to a person when staff hold a unit for them (see
 * server/mail/hold-mail.ts, which fills it in). It goes to an address
 * someone typed, so it carries nothing they typed: only the unit, its price
 * from the price model, the date and how to reply.
 */
import { site } from '@/content/site';

export const holdMailCopy = {
  subject: (unitId: string) => `We are keeping unit ${unitId} for you | ${site.brand}`,
  greeting: 'Hello,',
  kept: (unit: string, until: string) =>
    `As agreed, we are keeping ${unit} for you until ${until}. Nobody else can take it before then.`,
  priceTitle: 'Its price',
  reply: `To take the unit, change your mind or ask anything, reply to this email or call us on ${site.phone.display}.`,
  signOff: `${site.brand}`,
  /** "unit 1-A-3, 50 sq ft, on floor 1". */
  unit: (id: string, sqft: number, floor: string) => `unit ${id}, ${sqft} sq ft, on ${floor}`,
} as const;
