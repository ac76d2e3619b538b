// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { leanPreloads } from './lean-preloads.ts';

/**
 * An island that imports a button, React and a hook; the button imports its
 * class map, React imports nothing. Vite would preload all five files.
 */
const graph = new Map([
  [
    'assets/island.js',
    { name: 'island', imports: ['assets/button.js', 'assets/react.js', 'assets/hook.js'] },
  ],
  ['assets/button.js', { name: 'button', imports: ['assets/button.module.js'] }],
  ['assets/button.module.js', { name: 'button.module', imports: [] }],
  ['assets/react.js', { name: 'react', imports: [] }],
  ['assets/hook.js', { name: 'hook', imports: [] }],
]);
const everything = [
  'assets/island.js',
  'assets/button.js',
  'assets/react.js',
  'assets/hook.js',
  'assets/button.module.js',
];

describe('leanPreloads', () => {
  it('keeps the files two imports away and the chunk always asked for ahead', () => {
    expect(leanPreloads(graph, 'assets/island.js', everything, 'react')).toEqual([
      'assets/react.js',
      'assets/button.module.js',
    ]);
  });

  it('drops the files the chunk imports itself, and the chunk', () => {
    const kept = leanPreloads(graph, 'assets/island.js', everything, 'react');
    expect(kept).not.toContain('assets/island.js');
    expect(kept).not.toContain('assets/button.js');
    expect(kept).not.toContain('assets/hook.js');
  });

  it('keeps every file for a chunk it has not seen, but the chunk itself', () => {
    expect(leanPreloads(new Map(), 'assets/island.js', everything, 'react')).toEqual(
      everything.slice(1),
    );
  });
});
