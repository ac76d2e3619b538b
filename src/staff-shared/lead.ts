/**
 * A registration as the console's list shows it: what the server's
 * registrations route sends (server/store/leads.ts) and the
 * console's cards read (src/staff/lead-card.tsx). Types only, outside the
 * console's UI, so the server imports nothing of the console's code.
 */
import type { StorageType } from '@/features/registration/registration-schema';
import type { LeadStage } from '@/staff-shared/lead-stage';

/** The state of one email a registration caused; none when it caused none. */
export type EmailState = 'sent' | 'pending' | 'failed' | 'held' | 'none';

export type Lead = {
  id: string;
  createdAt: string;
  name: string;
  email: string | null;
  phone: string | null;
  storageType: StorageType;
  unitSize: string;
  unitId: string | null;
  moveInDate: string | null;
  message: string | null;
  /** Whether the box to hear about the opening and offers was ticked. */
  marketingOptIn: boolean;
  /** When the address confirmed the news from its mailbox (ISO); null while only requested, or never. */
  newsConfirmedAt: string | null;
  verified: boolean;
  /** Why the human check did not verify it, as staff read it; null when verified. */
  unverifiedReason: string | null;
  contactedAt: string | null;
  contactedBy: string | null;
  note: string | null;
  stage: LeadStage;
  /** Who set the stage and when; null while it is New from the start. */
  stageAt: string | null;
  stageBy: string | null;
  emails: { visitor: EmailState; staff: EmailState };
  /** When the address unsubscribed from announcements, while that stands (ISO); null otherwise. */
  unsubscribedAt: string | null;
};
