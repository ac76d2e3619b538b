/**
 * From a management system's unit export to the plan's availability: which
 * columns hold the unit and its status, how a unit name is matched to a
 * plan id, how a status reads as available or not, and what changes.
 * Pure: units-import.ts reads the files and writes the result.
 */

import { normaliseUnitName } from '../../src/content/unit-id.ts';
import { compareUnitIds } from '../../src/layout/layout-schema.ts';
import type { CsvRow } from './csv.ts';

/** Data rows accepted in one file: many times the facility's ~130 units, far short of a runaway export. */
export const MAX_IMPORT_ROWS = 10_000;

/** Column names recognised when no flag names them: the simple format first, then Storeganise's. */
export const UNIT_COLUMNS = ['unit', 'name'] as const;
export const STATUS_COLUMNS = ['status', 'state'] as const;

/** Statuses and what they mean for the plan: only `available` is free to let. */
export const STATUS_AVAILABLE: Readonly<Record<string, boolean>> = {
  available: true,
  occupied: false,
  overdue: false,
  reserved: false,
  blocked: false,
  let: false,
  rented: false,
};

/** The word units:export writes for a unit that is not available; units:import reads it back. */
export const NOT_AVAILABLE_STATUS = 'reserved';

export type Columns = { unit: number; status: number; unitName: string; statusName: string };

export type ColumnChoice = { unit?: string; status?: string };

function findColumn(
  header: readonly string[],
  named: string | undefined,
  defaults: readonly string[],
  what: string,
  flag: string,
): { index: number; name: string } | { problem: string } {
  const lower = header.map((name) => name.toLowerCase());
  const list = header.length > 0 ? header.map((h) => JSON.stringify(h)).join(', ') : 'none';
  if (named !== undefined) {
    const index = lower.indexOf(named.trim().toLowerCase());
    if (index !== -1) return { index, name: header[index] as string };
    return {
      problem: `no column named ${JSON.stringify(named)} (${flag}); its columns are ${list}`,
    };
  }
  for (const name of defaults) {
    const index = lower.indexOf(name);
    if (index !== -1) return { index, name: header[index] as string };
  }
  const looked = defaults.map((d) => JSON.stringify(d)).join(' or ');
  return {
    problem: `no ${what} column (looked for ${looked}); its columns are ${list}; name the column with ${flag}`,
  };
}

/** Where the unit and the status are, or the problems (a missing column) naming the columns there are. */
export function chooseColumns(
  header: readonly string[],
  choice: ColumnChoice,
): { ok: true; columns: Columns } | { ok: false; problems: string[] } {
  const unit = findColumn(header, choice.unit, UNIT_COLUMNS, 'unit', '--unit-column');
  const status = findColumn(header, choice.status, STATUS_COLUMNS, 'status', '--status-column');
  const problems = [unit, status].flatMap((c) => ('problem' in c ? [c.problem] : []));
  if ('problem' in unit || 'problem' in status) return { ok: false, problems };
  return {
    ok: true,
    columns: {
      unit: unit.index,
      status: status.index,
      unitName: unit.name,
      statusName: status.name,
    },
  };
}

/** Finds plan ids by name: exactly, or after normalising case and separators. */
export function unitMatcher(planIds: readonly string[]): (name: string) => string | undefined {
  const exact = new Set(planIds);
  const normalised = new Map(planIds.map((id) => [normaliseUnitName(id), id]));
  return (name) => {
    const trimmed = name.trim();
    if (exact.has(trimmed)) return trimmed;
    return trimmed === '' ? undefined : normalised.get(normaliseUnitName(trimmed));
  };
}

/** A status read from the file: available or not, or undefined when it is not one it knows. */
export function readStatus(status: string): boolean | undefined {
  const key = status.trim().toLowerCase();
  return Object.hasOwn(STATUS_AVAILABLE, key) ? STATUS_AVAILABLE[key] : undefined;
}

/** What the file says of one unit on the plan. */
export type FileStatus = { id: string; available: boolean; row: number; status: string };

const KNOWN = Object.keys(STATUS_AVAILABLE).join(', ');

function quoted(text: string): string {
  const short = text.length > 40 ? `${text.slice(0, 40)}…` : text;
  return JSON.stringify(short);
}

/**
 * Each row's unit and availability, or every problem found: a unit not on
 * the plan, an empty unit cell, an unknown status, and two rows naming one
 * unit with different availability. Rows that repeat a unit and agree are
 * accepted as one.
 */
/** A row naming a unit the plan does not have (a container, a safety deposit box). */
export type UnitNotOnPlan = { row: number; name: string };

export type ReadRowsResult =
  | { ok: true; statuses: Map<string, FileStatus>; notOnPlan: UnitNotOnPlan[] }
  | { ok: false; problems: string[]; notOnPlan: UnitNotOnPlan[] };

/**
 * Each row's unit and status, checked. A unit not on the plan is a problem,
 * unless `ignoreUnknown` is set: then its row is set aside, whatever its
 * status, and listed in `notOnPlan` (a whole export may list containers and
 * boxes as well as the plan's units).
 */
export function readRows(
  rows: readonly CsvRow[],
  columns: Columns,
  planIds: readonly string[],
  { ignoreUnknown = false } = {},
): ReadRowsResult {
  const match = unitMatcher(planIds);
  const statuses = new Map<string, FileStatus>();
  const problems: string[] = [];
  const notOnPlan: UnitNotOnPlan[] = [];
  for (const { row, cells } of rows) {
    const name = cells[columns.unit] ?? '';
    const status = cells[columns.status] ?? '';
    const where = `row ${row}`;
    if (name.trim() === '') {
      problems.push(`${where}, column ${quoted(columns.unitName)}: no unit name`);
      continue;
    }
    const id = match(name);
    if (id === undefined) notOnPlan.push({ row, name: name.trim() });
    if (id === undefined && ignoreUnknown) continue;
    if (id === undefined) {
      problems.push(
        `${where}, column ${quoted(columns.unitName)}: unit ${quoted(name)} is not on the plan`,
      );
    }
    const available = readStatus(status);
    if (available === undefined) {
      problems.push(
        `${where}, column ${quoted(columns.statusName)}: unknown status ${quoted(status)} for ${quoted(name)}; the statuses known are ${KNOWN}`,
      );
    }
    if (id === undefined || available === undefined) continue;
    const earlier = statuses.get(id);
    if (!earlier) {
      statuses.set(id, { id, available, row, status: status.trim() });
    } else if (earlier.available !== available) {
      problems.push(
        `${where}: unit ${id} is ${quoted(status.trim())} here but ${quoted(earlier.status)} at row ${earlier.row}; keep one row per unit`,
      );
    }
  }
  return problems.length > 0
    ? { ok: false, problems, notOnPlan }
    : { ok: true, statuses, notOnPlan };
}

export type AvailabilityChange = { id: string; available: boolean; row: number; status: string };

export type AvailabilityPlan = {
  /** Units whose availability the file changes, in plan order. */
  changes: AvailabilityChange[];
  /** Plan units the file does not name: left as they are. */
  missing: string[];
  /**
   * The source's new `reserved` list: in plan order when the old one was,
   * else the ids kept in their order and the newly reserved ones after.
   */
  reserved: string[];
};

/**
 * What the file changes: `planIds` in plan order, `reserved` the source's
 * current list. Units missing from the file keep their availability.
 */
export function planAvailability(
  planIds: readonly string[],
  reserved: readonly string[],
  statuses: ReadonlyMap<string, FileStatus>,
): AvailabilityPlan {
  const wasReserved = new Set(reserved);
  const changes: AvailabilityChange[] = [];
  const missing: string[] = [];
  for (const id of planIds) {
    const status = statuses.get(id);
    if (!status) missing.push(id);
    else if (status.available === wasReserved.has(id)) changes.push(status);
  }
  const freed = new Set(changes.filter((c) => c.available).map((c) => c.id));
  const newlyReserved = changes.filter((c) => !c.available).map((c) => c.id);
  const next = [...reserved.filter((id) => !freed.has(id)), ...newlyReserved];
  const inPlanOrder = reserved.every(
    (id, i) => i === 0 || compareUnitIds(reserved[i - 1] as string, id) < 0,
  );
  return { changes, missing, reserved: inPlanOrder ? next.sort(compareUnitIds) : next };
}
