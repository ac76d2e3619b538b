// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  company,
  containerDeliveryTime,
  customersServed,
  firstWeeksOffer,
  foundedYear,
  newTabNote,
  replyTime,
  safetyDepositFirstYearSaving,
  safetyDepositFreeOffer,
  unitsManaged,
  yearsInStorage,
} from '@/content/facts';
import { registerPageHours, storageAccess } from '@/content/hours';
import { formatNumber } from '@/content/number-text';
import { sizeRange } from '@/content/size-steps';

/**
 * Each business fact as it reads on the page. Typed out anywhere in src/
 * (outside tests), it would be a second definition that a change misses.
 */
const FACTS: readonly [name: string, pattern: RegExp][] = [
  ['the new-customer offer', /\d+% off (your|the) first \d+ weeks/i],
  ['the offer’s discount', /\b\d+% off\b/i],
  ['the unit size range', /\b\d+ to \d+ sq ?ft\b/i],
  ['the container delivery time', /\b\d+ to \d+ hours\b/i],
  ['the reply time', /\bwithin \d+ hours\b/i],
  ['the founding year', new RegExp(`\\b${foundedYear}\\b`)],
  [
    'the company figures',
    new RegExp(
      `${formatNumber(company.customersServed)}|${formatNumber(company.unitsManaged)}|\\b\\d+\\+ years`,
      'i',
    ),
  ],
  ['the storage access', /24\/7/],
  ['the office hours', /\b\d{1,2}(:\d\d)?(am|pm)\b/i],
  ['the safety deposit offer', /\d+ months free on a \d+-month rental/i],
  ['the new-tab note', /opens in a new tab/i],
];

/** The files that define the facts: numbers there, no sentences. */
const DEFINITIONS = new Set(['content/facts.ts', 'content/hours.ts', 'content/size-steps.ts']);

function sourceFiles(): Map<string, string> {
  const root = fileURLToPath(new URL('../', import.meta.url));
  const files = new Map<string, string>();
  for (const entry of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    const path = entry.split(sep).join('/');
    if (!/\.(ts|tsx|css)$/.test(path) || /\.test\.tsx?$/.test(path)) continue;
    files.set(path, readFileSync(join(root, entry), 'utf8'));
  }
  return files;
}

describe('business facts', () => {
  it('read as the spec states them', () => {
    expect(firstWeeksOffer).toBe('50% off your first 12 weeks');
    expect(sizeRange).toBe('25 to 200 sq ft');
    expect(containerDeliveryTime).toBe('24 to 48 hours');
    expect(replyTime).toBe('within 24 hours');
    expect([foundedYear, yearsInStorage, customersServed, unitsManaged]).toEqual([
      '2003',
      '20+',
      '5,000+',
      '1,200+',
    ]);
    expect(safetyDepositFreeOffer).toBe('3 months free on a 12-month rental');
    expect(safetyDepositFirstYearSaving).toBe('25% off your first year');
    expect(storageAccess).toBe('24/7');
    expect(newTabNote).toBe(' (opens in a new tab)');
    expect(registerPageHours[0]).toEqual({ days: 'Monday to Friday', hours: '9am to 6pm' });
  });

  it('are typed out nowhere in src/ but where they are defined', () => {
    const files = sourceFiles();
    expect(files.size).toBeGreaterThan(100);
    const retyped: string[] = [];
    for (const [path, text] of files) {
      if (DEFINITIONS.has(path)) continue;
      text.split('\n').forEach((line, index) => {
        for (const [name, pattern] of FACTS) {
          if (pattern.test(line)) retyped.push(`${path}:${index + 1}: ${name}: ${line.trim()}`);
        }
      });
    }
    expect(retyped).toEqual([]);
  });
});

/**
 * Prices have one model (content/prices.ts) and one writer
 * (content/price-format.ts). Anywhere else, a "£", a rent "/month" or an
 * amount in pounds or pence would be a second price that a change misses.
 */
const PRICE_PATTERNS: readonly [name: string, pattern: RegExp, allowedIn: readonly string[]][] = [
  ['a pound sign', /£/, ['content/format-price.ts']],
  ['a price per period', /\/(month|week)\b/i, ['content/format-price.ts']],
  [
    'an amount in pounds or pence',
    /\b\w*(pounds|pence)\w*\s*[:=]\s*\d/i,
    ['content/prices.ts', 'content/facts.ts'],
  ],
];

describe('prices', () => {
  it('are written nowhere in src/ but the price model and its formatter', () => {
    const found: string[] = [];
    for (const [path, text] of sourceFiles()) {
      text.split('\n').forEach((line, index) => {
        // Comments may show what a price looks like; code may not write one.
        if (/^\s*(\*|\/\*|\/\/)/.test(line)) return;
        for (const [name, pattern, allowedIn] of PRICE_PATTERNS) {
          if (!allowedIn.includes(path) && pattern.test(line)) {
            found.push(`${path}:${index + 1}: ${name}: ${line.trim()}`);
          }
        }
      });
    }
    expect(found).toEqual([]);
  });
});
