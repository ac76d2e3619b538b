/**
 * The plan's availability as it is now: the built layout (data/units.json, or
 * the file LAYOUT_FILE names, as the build reads it) with the changes staff
 * made in the console over it, which live in the database. The bundled
 * server answers `GET /api/availability` with it; `units:export -- --live`
 * writes it as CSV.
 *
 * A management system's CSV export goes through the importer's own steps
 * (lib/unit-availability.ts: columns, unit names, statuses, what changes),
 * measured against the live statuses rather than the source file.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { parseCsv } from '../../scripts/lib/csv.ts';
import { decodeText } from '../../scripts/lib/text-decoding.ts';
import {
  type AvailabilityChange,
  chooseColumns,
  MAX_IMPORT_ROWS,
  planAvailability,
  readRows,
  type UnitNotOnPlan,
} from '../../scripts/lib/unit-availability.ts';
import { assertLayout, type Layout } from '../../src/layout/layout-schema.ts';

export const DEFAULT_LAYOUT_FILE = 'data/units.json';

/** The built layout, validated in full (a broken file stops the server with the reason). */
export async function readBuiltLayout(file = DEFAULT_LAYOUT_FILE): Promise<Layout> {
  return assertLayout(JSON.parse(await readFile(file, 'utf8')));
}

/** Each unit's availability now, in plan order: the built status unless staff changed it. */
export function liveStatuses(
  layout: Layout,
  overrides: ReadonlyMap<string, boolean>,
): Record<string, boolean> {
  return Object.fromEntries(
    layout.units.map((unit) => [unit.id, overrides.get(unit.id) ?? unit.isAvailable]),
  );
}

/** The public answer's body and its strong validator. */
export function availabilityBody(statuses: Record<string, boolean>): {
  body: string;
  etag: string;
} {
  const body = JSON.stringify({ units: statuses });
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, etag };
}

export type ImportPreview =
  | {
      ok: true;
      encoding: string;
      rows: number;
      columns: { unit: string; status: string };
      changes: AvailabilityChange[];
      missing: string[];
      /** Rows naming units the plan does not have, set aside (with `ignoreUnknown`). */
      skipped: UnitNotOnPlan[];
    }
  | { ok: false; problems: string[] };

/** What a console upload asks: with `ignoreUnknown`, units the plan does not have are set aside and listed. */
export type ImportOptions = { ignoreUnknown?: boolean };

/** Said when the file names units the plan does not have and they were not to be skipped. */
export const SKIP_UNKNOWN_HINT =
  'If the file is a whole export that also lists units the plan does not have (containers, safety deposit boxes), tick “Skip units not on the plan” to import the plan’s units and list the others.';

/** What an uploaded export would change, or every problem it has (nothing is changed either way). */
export function previewImport(
  bytes: Uint8Array,
  layout: Layout,
  statuses: Record<string, boolean>,
  { ignoreUnknown = false }: ImportOptions = {},
): ImportPreview {
  const decoded = decodeText(bytes);
  if (!decoded.ok) return { ok: false, problems: [`The file ${decoded.message}.`] };
  const csv = parseCsv(decoded.text, MAX_IMPORT_ROWS);
  if (!csv.ok) return { ok: false, problems: [`The file ${csv.message}.`] };
  if (csv.rows.length === 0) return { ok: false, problems: ['The file has no units.'] };
  const columns = chooseColumns(csv.header, {});
  if (!columns.ok) return { ok: false, problems: columns.problems };
  const planIds = layout.units.map((u) => u.id);
  const rows = readRows(csv.rows, columns.columns, planIds, { ignoreUnknown });
  if (!rows.ok)
    return {
      ok: false,
      problems: [...rows.problems, ...(rows.notOnPlan.length > 0 ? [SKIP_UNKNOWN_HINT] : [])],
    };
  const reserved = planIds.filter((id) => statuses[id] === false);
  const { changes, missing } = planAvailability(planIds, reserved, rows.statuses);
  return {
    ok: true,
    encoding: decoded.encoding,
    rows: csv.rows.length,
    columns: { unit: columns.columns.unitName, status: columns.columns.statusName },
    changes,
    missing,
    skipped: rows.notOnPlan,
  };
}
