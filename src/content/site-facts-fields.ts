/**
 * The fields of the site-facts schema by path: each one's label trail
 * ("Site › Company › Legal name") and hint, read from the schema itself, so
 * launch:check, the build's errors and the console's form name a field in
 * the same words.
 */
import * as v from 'valibot';
import { siteFactsSchema } from '@/content/site-facts-schema';

type AnySchema = v.GenericSchema & {
  readonly entries?: Record<string, AnySchema>;
  readonly items?: readonly AnySchema[];
  readonly item?: AnySchema;
  readonly wrapped?: AnySchema;
};

export type SiteFactField = {
  /** The stable path: "company.legalName". */
  readonly path: string;
  /** The labels from the top: ["Site", "Company", "Legal name"]. */
  readonly trail: readonly string[];
  readonly hint: string | undefined;
};

const ROOT_LABEL = 'Site';

function child(schema: AnySchema, key: string): AnySchema | undefined {
  if (schema.entries) return schema.entries[key];
  if (schema.items) return schema.items[Number(key)];
  if (schema.item) return /^\d+$/.test(key) ? schema.item : undefined;
  if (schema.wrapped) return child(schema.wrapped, key);
  return undefined;
}

/** The field at a path, or undefined when the schema has none there. */
export function siteFactField(path: string): SiteFactField | undefined {
  let schema: AnySchema | undefined = siteFactsSchema as unknown as AnySchema;
  const trail = [ROOT_LABEL];
  for (const key of path.split('.')) {
    schema = schema && child(schema, key);
    if (!schema) return undefined;
    // A group without a title (the phone's two fields) adds nothing to the trail.
    const label =
      v.getTitle(schema as never) ?? (/^\d+$/.test(key) ? String(Number(key) + 1) : null);
    if (label) trail.push(label);
  }
  return { path, trail, hint: v.getDescription(schema as never) };
}

/**
 * "Site › Company › Legal name". For a path the schema does not have (a
 * typo in the data), the label of the nearest group it does have.
 */
export function siteFactLabel(path: string): string {
  const keys = path.split('.');
  for (let length = keys.length; length > 0; length -= 1) {
    const found = siteFactField(keys.slice(0, length).join('.'));
    if (found) return found.trail.join(' › ');
  }
  return ROOT_LABEL;
}

/** Every field that holds a value (not a group), in the schema's order. */
export function siteFactFields(): SiteFactField[] {
  const fields: SiteFactField[] = [];
  const walk = (schema: AnySchema, path: string[]) => {
    const keys = schema.entries
      ? Object.keys(schema.entries)
      : schema.items
        ? schema.items.map((_, i) => String(i))
        : null;
    if (!keys) {
      const found = siteFactField(path.join('.'));
      if (found) fields.push(found);
      return;
    }
    for (const key of keys) {
      const next = child(schema, key);
      if (next) walk(next, [...path, key]);
    }
  };
  walk(siteFactsSchema as unknown as AnySchema, []);
  return fields;
}
