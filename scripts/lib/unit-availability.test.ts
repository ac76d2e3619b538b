// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { normaliseUnitName } from '../../src/content/unit-id.ts';
import { formatCsv, parseCsv } from './csv.ts';
import { replaceReservedList } from './facility-reserved.ts';
import { decodeText } from './text-decoding.ts';
import { chooseColumns, planAvailability, readStatus, unitMatcher } from './unit-availability.ts';

describe('normaliseUnitName and unitMatcher', () => {
  it('reads case and separator variants as the same id', () => {
    for (const name of ['2c1', '2-C-1', '02-C-01', '2 c 1', '2/C/001', '2C-1'])
      expect(normaliseUnitName(name)).toBe('2-C-1');
    const match = unitMatcher(['2-C-1', '2-C-11', '2-G-2']);
    expect(['2-c-11', ' 2G2 ', '2-C-1', '2C', '', '21C1'].map(match)).toEqual([
      '2-C-11',
      '2-G-2',
      '2-C-1',
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('readStatus', () => {
  it('reads available as available and every other known status as not', () => {
    expect(readStatus(' Available ')).toBe(true);
    for (const status of ['occupied', 'overdue', 'reserved', 'blocked', 'let', 'RENTED'])
      expect(readStatus(status)).toBe(false);
    for (const status of ['vacant', '', 'constructor', 'toString'])
      expect(readStatus(status)).toBeUndefined();
  });
});

describe('chooseColumns', () => {
  it('finds the simple and Storeganise columns, and names the missing one', () => {
    expect(chooseColumns(['Unit', 'Status'], {})).toMatchObject({
      ok: true,
      columns: { unit: 0, status: 1 },
    });
    expect(chooseColumns(['name', 'width', 'state'], {})).toMatchObject({
      ok: true,
      columns: { unit: 0, status: 2 },
    });
    expect(chooseColumns(['sUnitName', 'x'], {})).toEqual({
      ok: false,
      problems: [
        'no unit column (looked for "unit" or "name"); its columns are "sUnitName", "x"; name the column with --unit-column',
        'no status column (looked for "status" or "state"); its columns are "sUnitName", "x"; name the column with --status-column',
      ],
    });
  });
});

describe('planAvailability', () => {
  const ids = ['2-A-1', '2-A-2', '2-A-3', '2-A-4'];
  const status = (id: string, available: boolean, row: number) =>
    [id, { id, available, row, status: '' }] as const;
  it('changes only what the file says differently, keeps the rest, and keeps the list in plan order', () => {
    const plan = planAvailability(
      ids,
      ['2-A-2', '2-A-4'],
      new Map([status('2-A-1', false, 2), status('2-A-2', true, 3), status('2-A-4', false, 4)]),
    );
    expect(plan.changes.map((c) => [c.id, c.available])).toEqual([
      ['2-A-1', false],
      ['2-A-2', true],
    ]);
    expect(plan.missing).toEqual(['2-A-3']);
    expect(plan.reserved).toEqual(['2-A-1', '2-A-4']);
  });
});

describe('parseCsv', () => {
  it('reads quotes, doubled quotes, line breaks in cells, CRLF and blank lines, numbering rows by line', () => {
    const text = 'unit,note\r\n2-A-1,"a, b"\r\n\r\n2-A-2,"say ""hi""\nthere"\n2-A-3,x';
    expect(parseCsv(text, 10)).toEqual({
      ok: true,
      header: ['unit', 'note'],
      rows: [
        { row: 2, cells: ['2-A-1', 'a, b'] },
        { row: 4, cells: ['2-A-2', 'say "hi"\nthere'] },
        { row: 6, cells: ['2-A-3', 'x'] },
      ],
    });
  });

  it('takes a semicolon or tab delimiter from the header line', () => {
    expect(parseCsv('unit;status\n2-A-1;let\n', 10)).toMatchObject({
      rows: [{ cells: ['2-A-1', 'let'] }],
    });
    expect(parseCsv('unit\tstatus\n2-A-1\tlet\n', 10)).toMatchObject({
      rows: [{ cells: ['2-A-1', 'let'] }],
    });
  });

  it('refuses an unclosed quote and too many rows', () => {
    expect(parseCsv('unit,status\n"2-A-1,let\n', 10)).toEqual({
      ok: false,
      message: 'row 2: a quoted field is never closed (a " is missing)',
    });
    expect(parseCsv(`unit\n${'x\n'.repeat(11)}`, 10)).toMatchObject({
      ok: false,
      message: /more than 10 rows/,
    });
    expect(parseCsv(`unit\n${'x\n'.repeat(10)}`, 10)).toMatchObject({ ok: true });
  });

  it('reads back what formatCsv writes', () => {
    const rows = [
      ['2-A-1', 'a "b", c'],
      ['2-A-2', 'line\nbreak'],
    ];
    const parsed = parseCsv(formatCsv(['unit', 'note'], rows), 10);
    expect(parsed).toMatchObject({ ok: true, rows: rows.map((cells) => ({ cells })) });
  });
});

describe('decodeText', () => {
  it('reads UTF-8 with or without a BOM, and anything else as Windows-1252', () => {
    expect(decodeText(Buffer.from('unit,£'))).toEqual({
      ok: true,
      text: 'unit,£',
      encoding: 'UTF-8',
    });
    expect(decodeText(Buffer.from('\uFEFFunit'))).toEqual({
      ok: true,
      text: 'unit',
      encoding: 'UTF-8 with BOM',
    });
    expect(decodeText(Buffer.from([0x80, 0x20, 0xa3, 0x20, 0xe9, 0x96, 0x92]))).toEqual({
      ok: true,
      text: '€ £ é–’',
      encoding: 'Windows-1252',
    });
  });

  it('refuses empty, UTF-16 and binary content', () => {
    expect(decodeText(Buffer.from([0xef, 0xbb, 0xbf, 0x0a]))).toEqual({
      ok: false,
      message: 'is empty',
    });
    expect(decodeText(Buffer.from([0xff, 0xfe, 0x75, 0x00]))).toMatchObject({
      ok: false,
      message: /UTF-16/,
    });
    expect(decodeText(Buffer.from([0x41, 0x00]))).toMatchObject({
      ok: false,
      message: /NUL byte at byte 2/,
    });
    expect(decodeText(Buffer.from([0x41, 0x01, 0x02, 0x03]))).toMatchObject({
      ok: false,
      message: /3 of its 4 bytes/,
    });
  });
});

describe('replaceReservedList', () => {
  const source =
    '{\n  "blocks": [{ "row": "A", "x": 1 }],\n  "reserved": [\n    "2-A-1"\n  ],\n  "note": "keep [this]"\n}\n';
  it('replaces only the list, keeping every other byte', () => {
    const result = replaceReservedList(source, ['2-A-1', '2-A-2']);
    expect(result).toEqual({
      ok: true,
      text: '{\n  "blocks": [{ "row": "A", "x": 1 }],\n  "reserved": [\n    "2-A-1",\n    "2-A-2"\n  ],\n  "note": "keep [this]"\n}\n',
    });
    expect(replaceReservedList(source, [])).toMatchObject({
      text: expect.stringContaining('"reserved": [],'),
    });
  });

  it('does not take a nested "reserved" for the list, and says when there is none', () => {
    expect(replaceReservedList('{ "blocks": [{ "reserved": ["x"] }] }', ['2-A-1'])).toEqual({
      ok: false,
      message: 'has no top-level "reserved" list to update; add "reserved": [] to it first',
    });
  });
});
