/**
 * The Site tab's form, read from the one schema of the owner's facts
 * (src/content/site-facts-schema.ts): what kind of control each field
 * needs, its label and hint, and a starting value for a new list entry.
 * The form is generated from this, so a field added to the schema appears
 * in the console with its label, hint and rules, and nothing else to write.
 */
import * as v from 'valibot';

/** The parts of a valibot schema the walk reads. */
export type SchemaNode = v.GenericSchema & {
  readonly type: string;
  readonly entries?: Readonly<Record<string, SchemaNode>>;
  readonly item?: SchemaNode;
  readonly wrapped?: SchemaNode;
  readonly options?: readonly (string | number)[];
  readonly literal?: unknown;
};

export type Control =
  | { readonly kind: 'group'; readonly entries: readonly [string, SchemaNode][] }
  | { readonly kind: 'list'; readonly item: SchemaNode }
  | { readonly kind: 'text'; readonly nullable: boolean }
  | { readonly kind: 'number'; readonly nullable: boolean }
  | { readonly kind: 'yes-no' }
  | { readonly kind: 'choice'; readonly options: readonly string[]; readonly nullable: boolean }
  | { readonly kind: 'fixed'; readonly value: unknown }
  /** A value that may be left unknown (null) and is otherwise a group or a list. */
  | { readonly kind: 'maybe'; readonly inner: SchemaNode };

const GROUP_TYPES = new Set(['object', 'strict_object', 'loose_object']);

/** The control a field takes. */
export function controlOf(schema: SchemaNode): Control {
  if (schema.type === 'nullable' || schema.type === 'optional') {
    const inner = schema.wrapped as SchemaNode;
    const control = controlOf(inner);
    if (control.kind === 'text' || control.kind === 'number' || control.kind === 'choice')
      return { ...control, nullable: true };
    return { kind: 'maybe', inner };
  }
  if (GROUP_TYPES.has(schema.type))
    return { kind: 'group', entries: Object.entries(schema.entries ?? {}) };
  if (schema.type === 'array') return { kind: 'list', item: schema.item as SchemaNode };
  if (schema.type === 'number') return { kind: 'number', nullable: false };
  if (schema.type === 'boolean') return { kind: 'yes-no' };
  if (schema.type === 'picklist')
    return { kind: 'choice', options: (schema.options ?? []).map(String), nullable: false };
  if (schema.type === 'literal') return { kind: 'fixed', value: schema.literal };
  return { kind: 'text', nullable: false };
}

export const labelOf = (schema: SchemaNode, key: string) =>
  v.getTitle(schema) ?? (/^\d+$/.test(key) ? `Entry ${Number(key) + 1}` : key);

export const hintOf = (schema: SchemaNode) => v.getDescription(schema);

/** A new list entry's starting value: empty text, 0, no, the first choice. */
export function emptyValue(schema: SchemaNode): unknown {
  const control = controlOf(schema);
  switch (control.kind) {
    case 'group':
      return Object.fromEntries(control.entries.map(([key, child]) => [key, emptyValue(child)]));
    case 'list':
      return [];
    case 'number':
      return control.nullable ? null : 0;
    case 'yes-no':
      return false;
    case 'choice':
      return control.nullable ? null : control.options[0];
    case 'fixed':
      return control.value;
    case 'maybe':
      return null;
    default:
      return control.nullable ? null : '';
  }
}

/** The value at a dotted path, or undefined. */
export function valueAt(value: unknown, path: string): unknown {
  if (!path) return value;
  return path
    .split('.')
    .reduce<unknown>(
      (at, key) =>
        at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined,
      value,
    );
}

/** A copy of `value` with `next` at `path` (lists and groups copied on the way down). */
export function withValueAt(value: unknown, path: string, next: unknown): unknown {
  const [key = '', ...rest] = path.split('.');
  const container = (value ?? {}) as Record<string, unknown> | unknown[];
  const child =
    rest.length === 0 ? next : withValueAt(valueAt(container, key), rest.join('.'), next);
  if (Array.isArray(container)) {
    const copy = [...container];
    copy[Number(key)] = child;
    return copy;
  }
  return { ...container, [key]: child };
}
