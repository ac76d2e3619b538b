// @vitest-environment node
/**
 * npm run content:pull, run for real against a database of its own: it
 * writes the files whose facts differ from the live version's as the
 * version's build wrote them (so a build from the files builds what the
 * version's build built), says what it wrote and from which version, finds nothing to do the
 * second time, and refuses without a database rather than making one.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { factsFiles } from '../server/site/site-builds.ts';
import { openDatabase } from '../server/store/database.ts';
import { siteVersionStore } from '../server/store/site-versions.ts';
import { runScript, SCRIPT_TEST_TIMEOUT } from './lib/run-script.ts';
import { readSiteFacts, readSiteFactsOrThrow } from './lib/site-facts-file.ts';

const files = readSiteFactsOrThrow('data/site');

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function setUp() {
  dir = await mkdtemp(join(tmpdir(), 'content-pull-'));
  const out = join(dir, 'site');
  await cp('data/site', out, { recursive: true });
  const env = { DATABASE_URL: '', REGISTRATIONS_DB: join(dir, 'registrations.sqlite') };
  return { out, env };
}

describe('npm run content:pull', { timeout: SCRIPT_TEST_TIMEOUT }, () => {
  it('writes the live version into the files, as the repository keeps them, then finds them matching', async () => {
    const { out, env } = await setUp();
    const facts = {
      ...files,
      company: { ...files.company, legalName: 'Widnes Self Storage Limited' },
      contact: { ...files.contact, phone: { display: '0151 420 1234', href: 'tel:+441514201234' } },
      unconfirmed: files.unconfirmed.filter((path) => path !== 'company.legalName'),
    };
    const database = await openDatabase({ kind: 'sqlite', file: env.REGISTRATIONS_DB });
    try {
      const versions = siteVersionStore(database.db);
      const first = { facts: files, by: "the repository's files" };
      const at = new Date('2026-03-02T10:00:00Z');
      expect(await versions.publish(facts, [], 0, 'owner@example.org', at, first)).toHaveProperty(
        'live',
      );
    } finally {
      await database.close();
    }

    const run = await runScript('scripts/content-pull.ts', ['--out', out], env);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      'Version 2, published by owner@example.org on Monday 2 March 2026, 10:00 am',
    );
    expect(run.stdout).toMatch(/company\.json/);
    expect(run.stdout).toMatch(/contact\.json/);
    expect(run.stdout).toMatch(/unconfirmed\.json/);
    expect(run.stdout).not.toMatch(/rents\.json/);

    // Each file written as the version's build writes it; the others, holding
    // the same facts as the version, untouched; and no temporary file left.
    for (const [file, text] of factsFiles(facts)) {
      const written = ['company.json', 'contact.json', 'unconfirmed.json'].includes(file);
      const expected = written ? text : readFileSync(join('data/site', file), 'utf8');
      expect([file, readFileSync(join(out, file), 'utf8')]).toEqual([file, expected]);
    }
    expect(readdirSync(out).filter((name) => name.startsWith('.'))).toEqual([]);
    expect(readSiteFacts(out)).toEqual({ ok: true, facts });

    const again = await runScript('scripts/content-pull.ts', ['--out', out], env);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('already match version 2');
  });

  it('takes SITE_FACTS_DIR as the folder, and says when nothing is published', async () => {
    const { out, env } = await setUp();
    const database = await openDatabase({ kind: 'sqlite', file: env.REGISTRATIONS_DB });
    await database.close();
    const run = await runScript('scripts/content-pull.ts', [], { ...env, SITE_FACTS_DIR: out });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('Nothing to pull: no version is published.\n');
    expect(readSiteFacts(out)).toEqual({ ok: true, facts: files });
  });

  it('refuses without a database, and makes none', async () => {
    const { out, env } = await setUp();
    const run = await runScript('scripts/content-pull.ts', ['--out', out], env);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^content:pull: no database found/);
    expect(run.stderr).toContain(env.REGISTRATIONS_DB);
    expect(existsSync(env.REGISTRATIONS_DB)).toBe(false);
  });
});
