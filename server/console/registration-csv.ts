/**
 * Registrations as a CSV file staff can open in Excel: UTF-8 with a byte
 * order mark (so Excel reads accents and £ correctly), CRLF line ends, every
 * cell that needs it quoted, and cells that a spreadsheet would run as a
 * formula (starting with = + - @, a tab or a carriage return) prefixed with
 * an apostrophe so they show as text. UK phone numbers are written in their
 * spaced national form (07700 900123), which Excel keeps as text with no
 * apostrophe. Times are on the London clock with the date written out
 * ("Tuesday 5 January 2027, 11:59 pm"), and the time received is also
 * given in ISO 8601 UTC for machines.
 */

import { BOM, csvCell, formatCsv } from '../../scripts/lib/csv.ts';
import { notSureLabel, storageTypeLabels } from '../../src/content/registration-form.ts';
import { unverifiedReasonText } from '../../src/content/registration-mail.ts';
import { fieldLabels, NOT_SURE } from '../../src/features/registration/registration-schema.ts';
import { formatUkPhone } from '../../src/features/registration/uk-phone.ts';
import { isLeadStage, leadStageLabels } from '../../src/staff-shared/lead-stage.ts';
import { londonTime } from '../../src/staff-shared/london-time.ts';
import type { StoredRegistration } from '../store/registration-types.ts';

/**
 * A registration as the export writes it: with what staff noted (who
 * marked it contacted and when, and the note), when the caller read it.
 */
export type CsvRegistration = StoredRegistration & {
  contacted?: { at: string; by: string | null } | null;
  note?: string | null;
  stage?: { stage: string; at: string | null; by: string | null };
  /** When the address unsubscribed from announcements, while that stands. */
  unsubscribedAt?: string | null;
};

/** The stage as staff read it, with who set it and when: "Unit held (Tuesday 1 December 2026, 9:00 am by owner@…)". */
function stageCell(stage: CsvRegistration['stage']): string {
  const label = leadStageLabels[isLeadStage(stage?.stage) ? stage.stage : 'new'];
  return stage?.at
    ? `${label} (${londonTime(stage.at)}${stage.by ? ` by ${stage.by}` : ''})`
    : label;
}

/** Written by the one CSV writer (scripts/lib/csv.ts), which every export uses. */
export { BOM, csvCell };

const columns: [string, (r: CsvRegistration) => string][] = [
  // For machines; the same moment on the London clock is the last column, so every other
  // column keeps the place a spreadsheet or a script already reads it at.
  ['Received (UTC)', (r) => r.createdAt],
  ['Reference', (r) => r.id],
  [fieldLabels.name, (r) => r.name],
  [fieldLabels.email, (r) => r.email ?? ''],
  // Spaced national form, so Excel keeps it as text; also for rows stored before numbers were.
  [fieldLabels.phone, (r) => (r.phone ? formatUkPhone(r.phone) : '')],
  [fieldLabels.storageType, (r) => storageTypeLabels[r.storageType]],
  [fieldLabels.unitSize, (r) => (r.unitSize === NOT_SURE ? notSureLabel : `${r.unitSize} sq ft`)],
  [fieldLabels.unitId, (r) => r.unitId ?? ''],
  ['Move-in date', (r) => r.moveInDate ?? ''],
  ['Message', (r) => r.message ?? ''],
  ['Opening and offers by email', (r) => (r.marketingOptIn ? 'Yes' : 'No')],
  // Whether the human check verified it, and if not, why (see UnverifiedReason).
  ['Verified', (r) => (r.unverifiedReason ? 'No' : 'Yes')],
  ['Why not verified', (r) => (r.unverifiedReason ? unverifiedReasonText[r.unverifiedReason] : '')],
  // What staff noted in the console: when and by whom it was marked contacted, and the note.
  [
    'Contacted',
    (r) =>
      r.contacted
        ? `${londonTime(r.contacted.at)}${r.contacted.by ? ` by ${r.contacted.by}` : ''}`
        : '',
  ],
  ['Note', (r) => r.note ?? ''],
  ['Stage', (r) => stageCell(r.stage)],
  // When the address unsubscribed from announcements; empty while it may get them.
  ['Unsubscribed', (r) => londonTime(r.unsubscribedAt)],
  ['Received (London time)', (r) => londonTime(r.createdAt)],
];

export function registrationsCsv(rows: readonly CsvRegistration[]): string {
  return formatCsv(
    columns.map(([title]) => title),
    rows.map((row) => columns.map(([, read]) => read(row))),
    { byteOrderMark: true },
  );
}
