/**
 * What changed between two versions of the owner's facts, field by field:
 * the draft against what is published (the Site tab), one save against the
 * one before (the refusal of a stale save names them), and later each
 * published version against the one before it.
 */
import { siteFactLabel } from '@/content/site-facts-fields';

export type SiteFactChange = {
  /** "contact.phone.display", or "contact.social.2" for a whole list entry added or removed. */
  readonly path: string;
  /** "Site › Contact › Phone". */
  readonly label: string;
  /** The value before and after, as text ("" for none). */
  readonly from: string;
  readonly to: string;
};

const shown = (value: unknown): string =>
  value === undefined || value === null
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

const isGroup = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object';

function walk(before: unknown, after: unknown, path: string[], out: SiteFactChange[]) {
  if (isGroup(before) && isGroup(after) && Array.isArray(before) === Array.isArray(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    for (const key of keys) walk(before[key], after[key], [...path, key], out);
    return;
  }
  if (shown(before) === shown(after) && typeof before === typeof after) return;
  const joined = path.join('.');
  out.push({ path: joined, label: siteFactLabel(joined), from: shown(before), to: shown(after) });
}

/** Every field whose value differs, in the order of `after`'s fields (then removed ones). */
export function siteFactChanges(before: unknown, after: unknown): SiteFactChange[] {
  const out: SiteFactChange[] = [];
  walk(before, after, [], out);
  return out;
}
