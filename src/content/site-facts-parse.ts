/**
 * Unknown data in, the owner's facts or every problem out: the one function
 * the build, the server and the console check the facts with. Each problem
 * names the field's path and label and the rule it breaks.
 */
import * as v from 'valibot';
import { siteFactField, siteFactLabel } from '@/content/site-facts-fields';
import { type SiteFacts, siteFactsSchema } from '@/content/site-facts-schema';

export type SiteFactError = {
  /** "contact.phone.display", or "" for the whole. */
  readonly path: string;
  /** "Site › Contact › Phone". */
  readonly label: string;
  /** The rule broken: "must be a UK phone number, such as 0151 496 0123". */
  readonly message: string;
};

export type SiteFactsResult =
  | { readonly ok: true; readonly facts: SiteFacts }
  | { readonly ok: false; readonly errors: readonly SiteFactError[] };

const error = (path: string, message: string): SiteFactError => ({
  path,
  label: path ? siteFactLabel(path) : 'Site',
  message,
});

/** "Site › Contact › Phone (contact.phone.display): must be a UK phone number". */
export const formatSiteFactError = (e: SiteFactError) =>
  e.path ? `${e.label} (${e.path}): ${e.message}` : `${e.label}: ${e.message}`;

function valueAt(facts: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === 'object'
          ? (value as Record<string, unknown>)[key]
          : undefined,
      facts,
    );
}

/** Paths whose value is null: a fact still to be supplied. */
function nullPaths(value: unknown, path: string[] = []): string[] {
  if (value === null) return [path.join('.')];
  if (typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, next]) =>
    nullPaths(next, [...path, key]),
  );
}

/**
 * The rules across fields: a path still to confirm names a field, and a fact
 * left empty (null) is listed as still to confirm, so its page shows it as
 * one.
 */
function crossFieldErrors(facts: SiteFacts): SiteFactError[] {
  const errors: SiteFactError[] = [];
  const listed = new Set(facts.unconfirmed);
  facts.unconfirmed.forEach((path, index) => {
    if (!siteFactField(path) || valueAt(facts, path) === undefined)
      errors.push(error(`unconfirmed.${index}`, `names no field: ${path}`));
  });
  for (const path of nullPaths(facts)) {
    if (!listed.has(path))
      errors.push(error(path, 'must have a value, or be listed as still to confirm'));
  }
  return errors;
}

export function parseSiteFacts(input: unknown): SiteFactsResult {
  const parsed = v.safeParse(siteFactsSchema, input, { abortPipeEarly: false });
  if (!parsed.success)
    return {
      ok: false,
      errors: parsed.issues.map((issue) =>
        error(
          v.getDotPath(issue) ?? '',
          // A strict object's unknown key: most often a typo of a field's name.
          issue.expected === 'never' ? 'is not a field the site knows' : issue.message,
        ),
      ),
    };
  const errors = crossFieldErrors(parsed.output);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, facts: parsed.output };
}
