/**
 * Rewriting only the `reserved` list of a facility source's text, so every
 * other byte (blocks, positions, sizes, notes and their layout) stays as
 * staff wrote it. The result is checked: read back, it must equal the old
 * source in everything but that list.
 */
import { isDeepStrictEqual } from 'node:util';

type Span = { start: number; end: number; indent: string };

/** Offset after the string that opens at `start` (a double quote). */
function skipString(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '"') return i + 1;
  }
  return text.length;
}

/** Where the value of the top-level key `"reserved"` is: its [ … ] span and the key's indent. */
function findReservedList(text: string): Span | null {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"') {
      const end = skipString(text, i);
      if (depth === 1 && text.slice(i, end) === '"reserved"') {
        const colon = /^\s*:\s*/.exec(text.slice(end));
        if (colon && text[end + colon[0].length] === '[') {
          const start = end + colon[0].length;
          const lineStart = text.lastIndexOf('\n', i) + 1;
          const indent = /^[ \t]*/.exec(text.slice(lineStart))?.[0] ?? '';
          let inner = 0;
          for (let j = start; j < text.length; j++) {
            if (text[j] === '"') j = skipString(text, j) - 1;
            else if (text[j] === '[') inner++;
            else if (text[j] === ']' && --inner === 0) return { start, end: j + 1, indent };
          }
          return null;
        }
      }
      i = end - 1;
    } else if (char === '{' || char === '[') depth++;
    else if (char === '}' || char === ']') depth--;
  }
  return null;
}

/**
 * The source text with its `reserved` list replaced by `ids`, one id a line,
 * indented one step (two spaces) deeper than the key; or the reason it
 * cannot be done safely.
 */
export function replaceReservedList(
  text: string,
  ids: readonly string[],
): { ok: true; text: string } | { ok: false; message: string } {
  const span = findReservedList(text);
  if (!span) {
    return {
      ok: false,
      message: 'has no top-level "reserved" list to update; add "reserved": [] to it first',
    };
  }
  const list =
    ids.length === 0
      ? '[]'
      : `[\n${ids.map((id) => `${span.indent}  ${JSON.stringify(id)}`).join(',\n')}\n${span.indent}]`;
  const next = `${text.slice(0, span.start)}${list}${text.slice(span.end)}`;
  const read = (json: string) => JSON.parse(json.replace(/^\uFEFF/, '')) as Record<string, unknown>;
  const before = read(text);
  const after = read(next);
  const sameOtherwise = isDeepStrictEqual(
    { ...before, reserved: null },
    { ...after, reserved: null },
  );
  if (!sameOtherwise || !isDeepStrictEqual(after.reserved, [...ids])) {
    return {
      ok: false,
      message: 'could not be updated without touching more than its reserved list',
    };
  }
  return { ok: true, text: next };
}
