/**
 * The server's house rules, checked over every module under server/ (tests
 * and migrations aside): each file fits on a few screens, and each function
 * can be read at once. A file past 400 lines or a function past 120 wants to
 * be split along what it keeps or does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const MAX_FILE_LINES = 400;
const MAX_FUNCTION_LINES = 120;

function serverModules(): Map<string, string> {
  const modules = new Map<string, string>();
  for (const entry of readdirSync('server', { recursive: true, encoding: 'utf8' })) {
    const path = entry.split(sep).join('/');
    if (!path.endsWith('.ts') || path.endsWith('.test.ts')) continue;
    if (path.startsWith('store/migrations/')) continue;
    modules.set(path, readFileSync(join('server', entry), 'utf8'));
  }
  return modules;
}

/** Each function's name (or where it starts) and its length in lines. */
function functionLengths(path: string, source: string): { at: string; lines: number }[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true);
  const found: { at: string; lines: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
      const end = file.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({ at: `${path}:${start + 1}`, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('server/', () => {
  const modules = serverModules();

  it('has no file over 400 lines', () => {
    expect(modules.size).toBeGreaterThan(40);
    const long = [...modules]
      .map(([path, source]) => ({ path, lines: source.split('\n').length }))
      .filter((file) => file.lines > MAX_FILE_LINES);
    expect(long).toEqual([]);
  });

  it('has no function over 120 lines', () => {
    const long = [...modules]
      .flatMap(([path, source]) => functionLengths(path, source))
      .filter((fn) => fn.lines > MAX_FUNCTION_LINES);
    expect(long).toEqual([]);
  });

  it('measures a function from its first line to its last', () => {
    const body = Array.from({ length: 130 }, (_, i) => `  const a${i} = ${i};`).join('\n');
    const lengths = functionLengths('x.ts', `export function long() {\n${body}\n}\n`);
    expect(lengths).toEqual([{ at: 'x.ts:1', lines: 132 }]);
  });
});
