/**
 * What the console's routes work with: the stores, the layout, the relying
 * party, the limits and the clock (server/console/listener.ts builds it; the route
 * modules read it), and what a request of the console carries once its
 * session is read. A module of its own, so the routes and the app that
 * registers them import it and not each other.
 */
import type { LaunchConfiguration } from '../../scripts/lib/launch-check.ts';
import type { Layout } from '../../src/layout/layout-schema.ts';
import type { createRateLimiter, RateLimit } from '../http/rate-limit.ts';
import type { MailDelivery } from '../mail/config.ts';
import type { MailContent } from '../mail/mail-content.ts';
import type { SitePublishing } from '../site/site-publishing.ts';
import type { AnnouncementStore, ComposeAnnouncement } from '../store/announcements.ts';
import type { RegistrationStore } from '../store/registrations.ts';
import type { Session, StaffStore } from '../store/staff.ts';
import type { RelyingParty } from './passkeys.ts';

/** Sign-in and enrolment attempts per client address (or IPv6 /64); failed ones per client and account. */
export const DEFAULT_STAFF_RATE_LIMITS = {
  client: { max: 30, windowMs: 60_000 } satisfies RateLimit,
  account: { max: 10, windowMs: 15 * 60_000 } satisfies RateLimit,
};

export type StaffConsoleOptions = {
  store: RegistrationStore;
  staff: StaffStore;
  /** Announcements to the waiting list, and how each copy is built. */
  announcements: { store: AnnouncementStore; compose: ComposeAnnouncement };
  layout: Layout;
  /** The console's origin and the passkeys' relying party. */
  rp: RelyingParty;
  /** The console's build (staff.html and assets/). */
  consoleDir: string;
  trustProxy: boolean;
  mailDir: string;
  /** The sender of the mail staff cause (a hold's offer). */
  mailFrom: string;
  /**
   * The composers of the mail staff cause, asked for at each message, so its
   * words follow the published facts (default: the repository's).
   */
  mailContent?: () => MailContent;
  /** How mail leaves, as the console shows it. */
  mailDelivery: MailDelivery;
  /**
   * What the launch check reads, as the environment stood at start: the
   * launch list takes its settings (`env`), and reads the owner's facts as
   * published at each request.
   */
  launch: LaunchConfiguration;
  /** The owner's facts as the repository has them (data/site/ when not given). */
  siteFactsDir?: string;
  /** Preview, publish and roll back (server/site/); without it the Site tab keeps a draft only. */
  publishing?: SitePublishing;
  /** Wakes the mail worker after a message is queued again. */
  wakeMail?: () => void;
  rateLimits?: typeof DEFAULT_STAFF_RATE_LIMITS;
  now?: () => Date;
};

export type StaffContext = StaffConsoleOptions & {
  now: () => Date;
  mailContent: () => MailContent;
  /** True when the console's origin is https (HSTS). */
  secure: boolean;
  /** True when the cookie is Secure and `__Host-` named: https, or on this machine (console/http.ts). */
  secureCookie: boolean;
  rateLimits: typeof DEFAULT_STAFF_RATE_LIMITS;
  /** Failed sign-ins and enrolments, per client and account. */
  failures: ReturnType<typeof createRateLimiter>;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The member signed in, if the request carries a live session. */
    staffSession: Session | null;
    /** The session id the request's cookie names, live or not. */
    staffSessionId: string | undefined;
  }
}
