/**
 * The retention period the privacy notice states (registrationRetentionMonths
 * in src/content/legal-documents.ts) as a cut-off: registrations received
 * before it are due to be purged. One rule for registrations:purge and the
 * console.
 */
import { registrationRetentionMonths } from '../../src/content/legal-documents.ts';

export function retentionCutoff(now: Date): Date {
  return new Date(
    Date.UTC(
      now.getUTCFullYear(),
      now.getUTCMonth() - registrationRetentionMonths,
      now.getUTCDate(),
    ),
  );
}
