/**
 * An audit entry's detail as staff read it, in the console and from
 * `npm run staff:audit` alike: each key and its value, lists joined;
 * a registration's reference as the person's name when it is still stored
 * (an erased one stays a reference), and times on the London clock.
 */
import { isIsoTime, londonDay, londonTime } from './london-time.ts';
import { personOrReference } from './person-label.ts';

const REFERENCE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Every reference-like value in the detail (its lists' ids included), to look names up for. */
export function auditReferences(detail: Record<string, unknown>): string[] {
  return Object.values(detail)
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .map((v) => (typeof v === 'object' && v !== null ? (v as { id?: unknown }).id : v))
    .filter((v): v is string => typeof v === 'string' && REFERENCE.test(v));
}

function valueText(value: unknown, names: ReadonlyMap<string, string>): string {
  if (typeof value === 'object' && value !== null)
    return valueText((value as { id?: unknown }).id, names);
  if (typeof value !== 'string') return String(value);
  if (REFERENCE.test(value)) return personOrReference(names, value);
  if (isIsoTime(value)) return londonTime(value);
  if (DAY.test(value)) return londonDay(value);
  return value;
}

export function describeAuditDetail(
  detail: Record<string, unknown>,
  names: ReadonlyMap<string, string> = new Map(),
): string {
  return Object.entries(detail)
    .map(([key, value]) =>
      Array.isArray(value)
        ? `${key}: ${value.map((v) => valueText(v, names)).join(', ')}`
        : `${key}: ${valueText(value, names)}`,
    )
    .join('; ');
}
