// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  findDuplicateKeys,
  findJsonSyntaxError,
  formatDuplicateKey,
  formatJsonError,
  lineAndColumn,
  parseJsonText,
} from './json-text.ts';

function errorAt(text: string) {
  const result = parseJsonText(text);
  if (result.ok) throw new Error('expected a syntax error');
  return formatJsonError(result);
}

describe('parseJsonText', () => {
  it('parses valid JSON, allowing a byte-order mark', () => {
    expect(parseJsonText('{"a": [1, true, null, "x"]}')).toEqual({
      ok: true,
      value: { a: [1, true, null, 'x'] },
      duplicateKeys: [],
    });
    expect(parseJsonText('\uFEFF{"a": 1}')).toEqual({
      ok: true,
      value: { a: 1 },
      duplicateKeys: [],
    });
  });

  it.each([
    [
      '{\n  "a": 1\n  "b": 2\n}',
      `line 3, column 3: expected ',' or '}', found "b"; is a comma missing?`,
    ],
    [
      '{"a": 1,}',
      "line 1, column 9: expected a property name in double quotes, found '}'; JSON does not allow a comma before }",
    ],
    [
      '[1, 2,\n]',
      "line 2, column 1: expected a value, found ']'; JSON does not allow a comma before ]",
    ],
    ['{"a": ]}', "line 1, column 7: expected a value, found ']'"],
    ['{"a": tru}', "line 1, column 7: expected a value, found 'tru'"],
    ['{"a": 1', 'line 1, column 8: the file ends too early; is a closing bracket missing?'],
    ['', 'line 1, column 1: the file ends too early; is a closing bracket missing?'],
    [
      '{"a": "x\ny"}',
      'line 1, column 9: a string cannot contain a raw line break or tab; is a closing quote missing?',
    ],
    ['{"a": "x}', 'line 1, column 7: this string is never closed'],
    ['{"a": "\\q"}', "line 1, column 8: 'q' cannot follow a backslash in a string"],
    ['{"a": "\\u12"}', 'line 1, column 8: a \\u escape needs four hexadecimal digits'],
    ['{"a" 1}', "line 1, column 6: expected ':' after a property name, found '1'"],
    ['{a: 1}', "line 1, column 2: expected a property name in double quotes, found 'a'"],
    ["{'a': 1}", "line 1, column 2: expected a property name in double quotes, found '''"],
    ['{"a": -}', "line 1, column 7: '-' is not a valid number"],
    ['{"a": 1} x', "line 1, column 10: unexpected 'x' after the end of the JSON value"],
    ['{"a": 1}\r\n}', "line 2, column 1: unexpected '}' after the end of the JSON value"],
  ])('locates the error in %j', (text, message) => {
    expect(errorAt(text)).toBe(message);
  });
});

describe('findJsonSyntaxError', () => {
  it('accepts everything JSON.parse accepts', () => {
    const samples = [
      '0',
      '-1.5e+3',
      '"\\u00e9\\n"',
      '[]',
      '{}',
      ' [ {"a": [[], {}]} , false ] ',
      'null',
    ];
    for (const text of samples) {
      expect(() => JSON.parse(text)).not.toThrow();
      expect(findJsonSyntaxError(text)).toBeNull();
    }
  });

  it('copes with deep nesting without recursion', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(99_999)}`;
    expect(findJsonSyntaxError(deep)?.offset).toBe(deep.length);
  });
});

describe('lineAndColumn', () => {
  it('counts lines and columns from 1', () => {
    expect(lineAndColumn('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(lineAndColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});

describe('findDuplicateKeys', () => {
  it('finds a repeated key with the line and column of both uses, naming the object', () => {
    const text = [
      '{',
      '  "reserved": ["2-A-1"],',
      '  "blocks": [{ "row": "A" }, { "row": "B", "x": 1, "row": "C" }],',
      '  "sizes": { "25": "Small.", "50": "Larger.", "25": "Replaced." },',
      '  "reserved": []',
      '}',
    ].join('\n');
    const found = findDuplicateKeys(text);
    expect(found.map(formatDuplicateKey)).toEqual([
      'line 3, column 52: "row" appears again in blocks[1] (first at line 3, column 32); JSON would silently keep only the last',
      'line 4, column 47: "25" appears again in sizes (first at line 4, column 14); JSON would silently keep only the last',
      'line 5, column 3: "reserved" appears again in the top level (first at line 2, column 3); JSON would silently keep only the last',
    ]);
    expect(parseJsonText(text)).toMatchObject({ ok: true, duplicateKeys: found });
  });

  it('tells keys apart by their decoded text, and objects apart from each other', () => {
    expect(findDuplicateKeys('{"a": 1, "\\u0061": 2}')).toHaveLength(1);
    expect(findDuplicateKeys('[{"a": 1}, {"a": 2}, {"b": {"a": 3}}]')).toEqual([]);
    expect(findDuplicateKeys('{"units": [{"id": "x", "id": "y"}]}')[0]?.path).toBe('units[0]');
  });
});
