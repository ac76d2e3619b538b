// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { siteFactsSchema } from '@/content/site-facts-schema';
import { controlOf, hintOf, labelOf, type SchemaNode } from './site-schema-walk';

const topic = (name: keyof typeof siteFactsSchema.entries) =>
  siteFactsSchema.entries[name] as unknown as SchemaNode;

/** The control, label and hint the Site tab shows for each field of a topic. */
function fieldsOf(name: keyof typeof siteFactsSchema.entries) {
  const control = controlOf(topic(name));
  if (control.kind !== 'group') throw new Error(`${name} is not a group`);
  return control.entries.map(([key, schema]) => ({
    key,
    label: labelOf(schema, key),
    hint: hintOf(schema),
    control: controlOf(schema),
  }));
}

describe("the Site tab's form, read from the schema", () => {
  it('shows the opening as a choice of two states and a date that may be unknown', () => {
    expect(labelOf(topic('opening'), 'opening')).toBe('Opening');
    expect(fieldsOf('opening')).toEqual([
      {
        key: 'state',
        label: 'Coming Soon or open',
        hint: 'While coming soon, the pages say so and invite visitors to register their interest.',
        control: { kind: 'choice', options: ['coming-soon', 'open'], nullable: false },
      },
      {
        key: 'openingDate',
        label: 'Opening date',
        hint: "The day the facility opens, if it is known. Shown as 'Opening on …' while coming soon.",
        control: { kind: 'text', nullable: true },
      },
    ]);
  });
});
