/**
 * The Site tab's fields, generated from the schema of the owner's facts
 * (site-schema-walk.ts): one labelled control per fact, with its hint, its
 * published value and, when it breaks a rule, the rule in words, tied to it
 * (aria-invalid, aria-describedby). Groups are fieldsets with their legend;
 * a list's entries can be added and removed. Values are kept as typed: a
 * number field that holds "12,5" stays "12,5" and is refused at its field
 * by the schema, rather than silently becoming something else.
 */
import { type ReactNode, useId } from 'react';
import buttons from '@/components/button/button.module.css';
import styles from './site-form.module.css';
import {
  type Control,
  controlOf,
  emptyValue,
  hintOf,
  labelOf,
  type SchemaNode,
  valueAt,
} from './site-schema-walk';

export type FieldContext = {
  readonly draft: unknown;
  readonly published: unknown;
  /** The first problem at each path. */
  readonly problems: ReadonlyMap<string, string>;
  /** Paths the owner still has to confirm. */
  readonly unconfirmed: ReadonlySet<string>;
  readonly onChange: (path: string, value: unknown) => void;
  readonly onConfirm: (path: string) => void;
};

/** The field's DOM id: a path, with dots as dashes (ids for links from the launch list). */
export const fieldId = (path: string) => `site-${path.replaceAll('.', '-')}`;

const shown = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? 'not given'
    : typeof value === 'boolean'
      ? value
        ? 'Yes'
        : 'No'
      : String(value);

function FieldNotes({ path, id, schema, ctx }: NotesProps) {
  const hint = hintOf(schema);
  const problem = ctx.problems.get(path);
  const published = valueAt(ctx.published, path);
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {typeof published !== 'object' || published === null ? (
        <p id={`${id}-published`} className={styles.published}>
          Published: {shown(published)}
        </p>
      ) : null}
      {problem && (
        <p id={`${id}-problem`} className={styles.problem}>
          <span className={styles.visuallyHidden}>Problem: </span>
          {problem}
        </p>
      )}
      {ctx.unconfirmed.has(path) && <ConfirmNote path={path} ctx={ctx} />}
    </>
  );
}

type NotesProps = { path: string; id: string; schema: SchemaNode; ctx: FieldContext };

function ConfirmNote({ path, ctx }: { path: string; ctx: FieldContext }) {
  const value = valueAt(ctx.draft, path);
  return (
    <p className={styles.toConfirm}>
      <strong>Owner to confirm.</strong>{' '}
      {value === null ? (
        'Give the value to confirm it.'
      ) : (
        <button
          type="button"
          className={`${buttons.button} ${buttons.small} ${buttons.outline}`}
          onClick={() => ctx.onConfirm(path)}
        >
          This value is right
        </button>
      )}
    </p>
  );
}

const describedBy = (id: string, path: string, schema: SchemaNode, ctx: FieldContext) =>
  [hintOf(schema) && `${id}-hint`, `${id}-published`, ctx.problems.has(path) && `${id}-problem`]
    .filter(Boolean)
    .join(' ');

function LeafField({
  path,
  label,
  schema,
  control,
  ctx,
}: {
  path: string;
  label: string;
  schema: SchemaNode;
  control: Exclude<Control, { kind: 'group' | 'list' | 'maybe' }>;
  ctx: FieldContext;
}) {
  const id = fieldId(path);
  const value = valueAt(ctx.draft, path);
  const common = {
    id,
    'aria-invalid': ctx.problems.has(path) || undefined,
    'aria-describedby': describedBy(id, path, schema, ctx),
  };
  let input: ReactNode;
  if (control.kind === 'fixed')
    input = <input {...common} type="text" readOnly value={shown(control.value)} />;
  else if (control.kind === 'yes-no')
    input = (
      <input
        {...common}
        type="checkbox"
        checked={value === true}
        onChange={(event) => ctx.onChange(path, event.target.checked)}
      />
    );
  else if (control.kind === 'choice')
    input = (
      <select
        {...common}
        value={value === null ? '' : String(value)}
        onChange={(event) =>
          ctx.onChange(path, event.target.value === '' ? null : event.target.value)
        }
      >
        {control.nullable && <option value="">Not known yet</option>}
        {control.options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    );
  else
    input = (
      <input
        {...common}
        type="text"
        inputMode={control.kind === 'number' ? 'decimal' : undefined}
        spellCheck={control.kind === 'text'}
        value={value === null || value === undefined ? '' : String(value)}
        onChange={(event) => {
          const typed = event.target.value;
          if (typed.trim() === '' && control.nullable) return ctx.onChange(path, null);
          if (control.kind !== 'number') return ctx.onChange(path, typed);
          // A number as typed: kept as text until it reads as one, so the rule can name it.
          const number = Number(typed);
          ctx.onChange(path, typed.trim() !== '' && Number.isFinite(number) ? number : typed);
        }}
      />
    );
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <FieldNotes path={path} id={id} schema={schema} ctx={ctx} />
      {input}
    </div>
  );
}

function ListField({
  path,
  label,
  schema,
  item,
  ctx,
}: {
  path: string;
  label: string;
  schema: SchemaNode;
  item: SchemaNode;
  ctx: FieldContext;
}) {
  const id = fieldId(path);
  const entries = (valueAt(ctx.draft, path) as unknown[] | null) ?? [];
  return (
    <fieldset className={styles.group} id={id} tabIndex={-1}>
      <legend className={styles.legend}>{label}</legend>
      <FieldNotes path={path} id={id} schema={schema} ctx={ctx} />
      {entries.map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an entry is its place in the list.
        <div key={index} className={styles.entry}>
          <Field path={`${path}.${index}`} keyName={String(index)} schema={item} ctx={ctx} />
          <button
            type="button"
            className={`${buttons.button} ${buttons.small} ${buttons.outline}`}
            onClick={() =>
              ctx.onChange(
                path,
                entries.filter((__, at) => at !== index),
              )
            }
          >
            Remove {label.toLowerCase()} entry {index + 1}
          </button>
        </div>
      ))}
      <button
        type="button"
        className={`${buttons.button} ${buttons.small} ${buttons.secondary}`}
        onClick={() => ctx.onChange(path, [...entries, emptyValue(item)])}
      >
        Add to {label.toLowerCase()}
      </button>
    </fieldset>
  );
}

function MaybeField({
  path,
  label,
  schema,
  inner,
  ctx,
}: {
  path: string;
  label: string;
  schema: SchemaNode;
  inner: SchemaNode;
  ctx: FieldContext;
}) {
  const id = useId();
  const known = valueAt(ctx.draft, path) !== null;
  return (
    // While unknown, the box is the field: a link to it lands here.
    <div
      className={styles.field}
      id={known ? undefined : fieldId(path)}
      tabIndex={known ? undefined : -1}
    >
      <p className={styles.label}>{label}</p>
      <label className={styles.check} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={!known}
          onChange={(event) => ctx.onChange(path, event.target.checked ? null : emptyValue(inner))}
        />{' '}
        Not known yet
      </label>
      {known ? (
        <Field
          path={path}
          keyName={path.split('.').pop() ?? ''}
          schema={inner}
          ctx={ctx}
          title={label}
        />
      ) : (
        <FieldNotes path={path} id={fieldId(path)} schema={schema} ctx={ctx} />
      )}
    </div>
  );
}

/** One field of the facts, or a group or list of them, at `path`. */
export function Field({
  path,
  keyName,
  schema,
  ctx,
  title,
}: {
  path: string;
  keyName: string;
  schema: SchemaNode;
  ctx: FieldContext;
  title?: string;
}) {
  const control = controlOf(schema);
  const label = title ?? labelOf(schema, keyName);
  if (control.kind === 'group') {
    const children = control.entries.map(([key, child]) => (
      <Field key={key} path={`${path}.${key}`} keyName={key} schema={child} ctx={ctx} />
    ));
    // A group without a title of its own (the phone's two fields) adds no box.
    if (!schemaTitle(schema) && !/^\d+$/.test(keyName)) return <>{children}</>;
    return (
      <fieldset className={styles.group} id={fieldId(path)} tabIndex={-1}>
        <legend className={styles.legend}>{label}</legend>
        {ctx.problems.has(path) && <p className={styles.problem}>{ctx.problems.get(path)}</p>}
        {ctx.unconfirmed.has(path) && <ConfirmNote path={path} ctx={ctx} />}
        {children}
      </fieldset>
    );
  }
  if (control.kind === 'list')
    return <ListField path={path} label={label} schema={schema} item={control.item} ctx={ctx} />;
  if (control.kind === 'maybe')
    return <MaybeField path={path} label={label} schema={schema} inner={control.inner} ctx={ctx} />;
  return <LeafField path={path} label={label} schema={schema} control={control} ctx={ctx} />;
}

const schemaTitle = (schema: SchemaNode) => labelOf(schema, '') !== '';
