// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BOM, csvCell, formatCsv, parseCsv } from './csv.ts';

describe('formatCsv, the one CSV writer', () => {
  it('writes RFC 4180: commas, CRLF after every line, quotes where a cell needs them', () => {
    expect(
      formatCsv(
        ['unit', 'note'],
        [
          ['2-A-1', 'big, dry'],
          ['2-A-2', 'says "hi"\nthere'],
        ],
      ),
    ).toBe('unit,note\r\n2-A-1,"big, dry"\r\n2-A-2,"says ""hi""\nthere"\r\n');
  });

  it('makes a spreadsheet show a would-be formula as text, in every export', () => {
    const cells = ['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', '\tx', '\rx', 'a=b'];
    expect(cells.map(csvCell)).toEqual([
      `"'=HYPERLINK(""http://x"")"`,
      "'+1",
      "'-2",
      "'@SUM(A1)",
      "'\tx",
      `"'\rx"`,
      'a=b',
    ]);
    expect(formatCsv(['unit'], [['=1+1']])).toBe("unit\r\n'=1+1\r\n");
  });

  it('starts with a byte order mark when asked, for Excel', () => {
    expect(formatCsv(['a'], [], { byteOrderMark: true })).toBe(`${BOM}a\r\n`);
    expect(formatCsv(['a'], [])).toBe('a\r\n');
  });

  it('is read back by parseCsv cell for cell', () => {
    const rows = [
      ['2-A-1', 'line one\r\nline two'],
      ['2-A-2', 'a "quote", and a comma'],
    ];
    const parsed = parseCsv(formatCsv(['unit', 'note'], rows), 10);
    expect(parsed).toEqual({
      ok: true,
      header: ['unit', 'note'],
      rows: [
        { row: 2, cells: rows[0] },
        { row: 4, cells: rows[1] },
      ],
    });
  });
});
