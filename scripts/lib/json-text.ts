/**
 * JSON.parse with errors a person can act on: when the text is not valid
 * JSON, a small scanner finds where it first goes wrong and reports the line
 * and column (both counted from 1). Node's own messages differ between
 * versions and often give only a character offset, or none at all.
 */

export type JsonTextResult =
  | { ok: true; value: unknown; duplicateKeys: DuplicateKey[] }
  | { ok: false; line: number; column: number; message: string };

type SyntaxProblem = { offset: number; message: string };

/**
 * A key that appears twice in one object. JSON.parse keeps only the last
 * value, silently: a second `"reserved"` list would replace the first.
 */
export type DuplicateKey = {
  key: string;
  /** Where the object sits, such as `blocks[3]`, or `` for the top level. */
  path: string;
  line: number;
  column: number;
  firstLine: number;
  firstColumn: number;
};

/** One open array or object while scanning, with what is needed to name what it holds. */
type Frame =
  | { kind: 'array'; path: string; index: number }
  | { kind: 'object'; path: string; key: string; keys: Map<string, number> };

function childPath(frame: Frame | undefined): string {
  if (!frame) return '';
  if (frame.kind === 'array') return `${frame.path}[${frame.index}]`;
  return frame.path === '' ? frame.key : `${frame.path}.${frame.key}`;
}

const BYTE_ORDER_MARK = '\uFEFF';
const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const HEX_DIGIT = /^[0-9a-fA-F]$/;
const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const WORD = /[A-Za-z0-9_$.+-]+/y;

function describeAt(text: string, offset: number): string {
  if (text[offset] === '"') {
    const end = text.indexOf('"', offset + 1);
    const token = text.slice(offset, end === -1 ? offset + 1 : end + 1);
    if (token.length > 1 && token.length <= 30 && !token.includes('\n')) return token;
  }
  WORD.lastIndex = offset;
  const word = WORD.exec(text)?.[0];
  if (word) return `'${word.length > 20 ? `${word.slice(0, 20)}…` : word}'`;
  const char = text[offset];
  if (char === '\n' || char === '\r') return 'a line break';
  return char === undefined ? 'the end of the file' : `'${char}'`;
}

/** Scans a string starting at the opening quote; returns the offset after the closing quote. */
function scanString(text: string, start: number): number | SyntaxProblem {
  let i = start + 1;
  while (i < text.length) {
    const char = text[i] as string;
    if (char === '"') return i + 1;
    if (char === '\\') {
      const next = text[i + 1];
      if (next === 'u') {
        for (let k = 2; k < 6; k++) {
          if (!HEX_DIGIT.test(text[i + k] ?? '')) {
            return { offset: i, message: 'a \\u escape needs four hexadecimal digits' };
          }
        }
        i += 6;
        continue;
      }
      if (next === undefined || !ESCAPES.has(next)) {
        return {
          offset: i,
          message: `${describeAt(text, i + 1)} cannot follow a backslash in a string`,
        };
      }
      i += 2;
      continue;
    }
    if (char.charCodeAt(0) < 0x20) {
      return {
        offset: i,
        message: 'a string cannot contain a raw line break or tab; is a closing quote missing?',
      };
    }
    i++;
  }
  return { offset: start, message: 'this string is never closed' };
}

type Expect =
  | 'value'
  | 'value-or-close'
  | 'key'
  | 'key-or-close'
  | 'colon'
  | 'comma-or-close'
  | 'end';

/** Finds the first syntax error in text, or returns null when the text is valid JSON. */
export function findJsonSyntaxError(text: string): SyntaxProblem | null {
  return scanJson(text, []);
}

/**
 * Scans text as JSON without recursion: returns the first syntax error (or
 * null) and adds every repeated key of an object to `duplicates`.
 */
function scanJson(
  text: string,
  duplicates: { key: string; path: string; offset: number; first: number }[],
): SyntaxProblem | null {
  const stack: ('array' | 'object')[] = [];
  const frames: Frame[] = [];
  let expect: Expect = 'value';
  let i = 0;
  // After a value, the enclosing array or object continues, or the text must end.
  const afterValue = (): Expect => (stack.length === 0 ? 'end' : 'comma-or-close');
  const fail = (message: string): SyntaxProblem => ({ offset: i, message });

  for (;;) {
    while (i < text.length && WHITESPACE.has(text[i] as string)) i++;
    if (i >= text.length)
      return expect === 'end'
        ? null
        : fail('the file ends too early; is a closing bracket missing?');
    const char = text[i] as string;

    if (expect === 'end')
      return fail(`unexpected ${describeAt(text, i)} after the end of the JSON value`);
    if (expect === 'colon') {
      if (char !== ':')
        return fail(`expected ':' after a property name, found ${describeAt(text, i)}`);
      i++;
      expect = 'value';
      continue;
    }
    if (expect === 'comma-or-close') {
      const close = stack.at(-1) === 'object' ? '}' : ']';
      if (char === ',') {
        i++;
        expect = stack.at(-1) === 'object' ? 'key' : 'value';
        const frame = frames.at(-1);
        if (frame?.kind === 'array') frame.index++;
      } else if (char === close) {
        i++;
        stack.pop();
        frames.pop();
        expect = afterValue();
      } else {
        return fail(
          `expected ',' or '${close}', found ${describeAt(text, i)}; is a comma missing?`,
        );
      }
      continue;
    }
    if (expect === 'key' || expect === 'key-or-close') {
      if (char === '}' && expect === 'key-or-close') {
        i++;
        stack.pop();
        frames.pop();
        expect = afterValue();
        continue;
      }
      if (char !== '"') {
        const trailing = char === '}' ? '; JSON does not allow a comma before }' : '';
        return fail(
          `expected a property name in double quotes, found ${describeAt(text, i)}${trailing}`,
        );
      }
      const end = scanString(text, i);
      if (typeof end !== 'number') return end;
      const frame = frames.at(-1);
      if (frame?.kind === 'object') {
        const key = JSON.parse(text.slice(i, end)) as string;
        const first = frame.keys.get(key);
        if (first === undefined) frame.keys.set(key, i);
        else duplicates.push({ key, path: frame.path, offset: i, first });
        frame.key = key;
      }
      i = end;
      expect = 'colon';
      continue;
    }
    // expect is 'value' or 'value-or-close'
    if (char === ']' && expect === 'value-or-close') {
      i++;
      stack.pop();
      frames.pop();
      expect = afterValue();
    } else if (char === '{' || char === '[') {
      i++;
      const path = childPath(frames.at(-1));
      frames.push(
        char === '{'
          ? { kind: 'object', path, key: '', keys: new Map() }
          : { kind: 'array', path, index: 0 },
      );
      stack.push(char === '{' ? 'object' : 'array');
      expect = char === '{' ? 'key-or-close' : 'value-or-close';
    } else if (char === '"') {
      const end = scanString(text, i);
      if (typeof end !== 'number') return end;
      i = end;
      expect = afterValue();
    } else if (char === '-' || (char >= '0' && char <= '9')) {
      NUMBER.lastIndex = i;
      const number = NUMBER.exec(text)?.[0];
      if (!number) return fail(`${describeAt(text, i)} is not a valid number`);
      i += number.length;
      expect = afterValue();
    } else if (text.startsWith('true', i) || text.startsWith('null', i)) {
      i += 4;
      expect = afterValue();
    } else if (text.startsWith('false', i)) {
      i += 5;
      expect = afterValue();
    } else {
      const trailing =
        char === ']' && stack.at(-1) === 'array' ? '; JSON does not allow a comma before ]' : '';
      return fail(`expected a value, found ${describeAt(text, i)}${trailing}`);
    }
  }
}

/** Line and column (from 1) of a character offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text[i] === '\n') {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/** Every key repeated within one object of valid JSON text, with where it and its first use are. */
export function findDuplicateKeys(text: string): DuplicateKey[] {
  const found: { key: string; path: string; offset: number; first: number }[] = [];
  scanJson(text, found);
  return found.map(({ key, path, offset, first }) => {
    const at = lineAndColumn(text, offset);
    const firstAt = lineAndColumn(text, first);
    return { key, path, ...at, firstLine: firstAt.line, firstColumn: firstAt.column };
  });
}

/**
 * Parses JSON text (a leading byte-order mark is allowed), locating any
 * syntax error and listing any repeated key.
 */
export function parseJsonText(raw: string): JsonTextResult {
  const text = raw.startsWith(BYTE_ORDER_MARK) ? raw.slice(1) : raw;
  try {
    const value: unknown = JSON.parse(text);
    return { ok: true, value, duplicateKeys: findDuplicateKeys(text) };
  } catch (error) {
    const found = findJsonSyntaxError(text) ?? {
      offset: text.length,
      message: error instanceof Error ? error.message : 'not valid JSON',
    };
    return { ok: false, ...lineAndColumn(text, found.offset), message: found.message };
  }
}

/** One line for a syntax error, such as `line 4, column 12: expected ',' or '}', found '"x"'`. */
export function formatJsonError(result: { line: number; column: number; message: string }): string {
  return `line ${result.line}, column ${result.column}: ${result.message}`;
}

/** One line for a repeated key, such as `line 40, column 3: "reserved" appears again in the top level …`. */
export function formatDuplicateKey(duplicate: DuplicateKey): string {
  const where = duplicate.path === '' ? 'the top level' : duplicate.path;
  return (
    `line ${duplicate.line}, column ${duplicate.column}: ${JSON.stringify(duplicate.key)} appears again in ${where} ` +
    `(first at line ${duplicate.firstLine}, column ${duplicate.firstColumn}); JSON would silently keep only the last`
  );
}
