// @vitest-environment node
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../src/config/paths.ts';
import { runScript, SCRIPT_TEST_TIMEOUT } from './lib/run-script.ts';
import { readSiteFacts } from './lib/site-facts-file.ts';

let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'site-facts-'));
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** A copy of data/site/ with `change` made to one topic's file. */
async function factsWith(topic: string, change: (value: Record<string, unknown>) => unknown) {
  const dir = join(folder, 'site');
  await cp('data/site', dir, { recursive: true });
  const file = join(dir, `${topic}.json`);
  const value = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  await writeFile(file, `${JSON.stringify(change(value), null, 2)}\n`);
  return dir;
}

describe('the facts files', () => {
  it('are read and checked from their folder, naming a file that is not JSON', async () => {
    expect((await readSiteFacts('data/site')).ok).toBe(true);
    const dir = join(folder, 'site');
    await cp('data/site', dir, { recursive: true });
    await writeFile(join(dir, 'team.json'), '{ "director": ');
    const result = readSiteFacts(dir);
    expect(result.ok ? [] : result.errors.map((e) => e.label)).toEqual([join(dir, 'team.json')]);
  });
});

describe('npm run build with bad facts', { timeout: SCRIPT_TEST_TIMEOUT }, () => {
  it('stops before building, naming each bad field and its rule, and writes nothing', async () => {
    const facts = await factsWith('contact', (contact) => ({
      ...contact,
      email: 'hello at example',
      // A number that reads as one, and a link that does not dial it.
      phone: { display: '0151 496 0999', href: 'tel:+441514960123' },
      social: [{ network: 'Instagram', href: 'http://www.instagram.com/widnesselfstorage' }],
    }));
    const dist = join(folder, 'dist');
    await mkdir(dist);
    await writeFile(join(dist, 'index.html'), 'the published site\n');
    const run = await runScript('scripts/build.ts', [], { SITE_FACTS_DIR: facts, DIST_DIR: dist });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      [
        `The site's facts in ${facts} have 3 problems:`,
        'Site › Contact › Phone link (contact.phone.href): must dial the number shown',
        'Site › Contact › Email (contact.email): must be an email address, such as hello@example.co.uk',
        'Site › Contact › Social profiles › 1 › Link (contact.social.0.href): must start with https://',
        `The build stopped before writing anything: fix ${facts} first.`,
        '',
      ].join('\n'),
    );
    expect(await readdir(dist)).toEqual(['index.html']);
  });
});

/** Every route rendered (islands too) with vite.config.ts pointing data/site/ at `facts`. */
async function renderWith(facts: string, urls: readonly string[]) {
  // The prerender's own module graph, with vite.config.ts pointing data/site/ at the copy.
  process.env.SITE_FACTS_DIR = facts;
  const vite = await createServer({
    configFile: 'vite.config.ts',
    appType: 'custom',
    logLevel: 'silent',
    server: { middlewareMode: true, hmr: false, watch: null },
  });
  try {
    const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as {
      render: (url: string) => Promise<{ page: string; islands: { html: string }[] }>;
    };
    const pages = new Map<string, string>();
    for (const url of urls) {
      const { page, islands } = await entry.render(url);
      pages.set(url, [page, ...islands.map((island) => island.html)].join('\n'));
    }
    return pages;
  } finally {
    delete process.env.SITE_FACTS_DIR;
    await vite.close();
  }
}

/** The facts with the opening changed, the date taken off the list to confirm once set. */
async function openingFacts(opening: { state: string; openingDate: string | null }) {
  const facts = await factsWith('opening', () => opening);
  const unconfirmed = JSON.parse(await readFile(join(facts, 'unconfirmed.json'), 'utf8'));
  await writeFile(
    join(facts, 'unconfirmed.json'),
    JSON.stringify((unconfirmed as string[]).filter((path) => path !== 'opening.openingDate')),
  );
  expect(readSiteFacts(facts).ok).toBe(true);
  return facts;
}

/**
 * Where a page says it is not open yet, with a little context, pictures'
 * descriptions aside: two pictures (the share card and an illustration of
 * the building) show a "Coming soon" banner, and their text alternatives
 * say what is in them.
 */
const notYetOpen = (html: string) =>
  html
    .replace(/<meta (property|name)="(og|twitter):image:alt"[^>]*>/g, '')
    .replace(/ alt="[^"]*"|"alt":"(?:[^"\\]|\\.)*"/g, '')
    .match(/.{0,60}(coming soon|opening soon|opens soon|opening on).{0,20}/gi) ?? [];

describe('the pages, rendered from another folder of facts', { timeout: 60_000 }, () => {
  it('show the saved values in place of the placeholders', async () => {
    const facts = await factsWith('company', (company) => ({
      ...company,
      legalName: 'Widnes Self Storage Limited',
    }));
    await writeFile(
      join(facts, 'contact.json'),
      (await readFile(join(facts, 'contact.json'), 'utf8'))
        .replace('0151 496 0123', '0151 420 1234')
        .replace('tel:+441514960123', 'tel:+441514201234'),
    );
    const unconfirmed = JSON.parse(await readFile(join(facts, 'unconfirmed.json'), 'utf8'));
    await writeFile(
      join(facts, 'unconfirmed.json'),
      JSON.stringify((unconfirmed as string[]).filter((path) => path !== 'company.legalName')),
    );
    expect(readSiteFacts(facts).ok).toBe(true);
    const pages = await renderWith(facts, ['/privacy', '/']);
    const privacy = pages.get('/privacy') ?? '';
    expect(privacy).toContain('Widnes Self Storage Limited');
    expect(privacy).not.toContain('the legal name of the company');
    expect(privacy).toContain('0151 420 1234');
    expect(privacy).not.toContain('0151 496 0123');
    // The other facts still to confirm are still marked on the page.
    expect(privacy).toContain('the ICO registration number');
    const home = pages.get('/') ?? '';
    expect(home).toContain('tel:+441514201234');
    // The repository's facts: coming soon, with no day set.
    expect(home).toContain('Coming Soon to Widnes');
    expect(home).not.toContain('Opening on');
  });

  it('say the facility is open once it is, and coming soon nowhere', async () => {
    const facts = await openingFacts({ state: 'open', openingDate: '2027-03-01' });
    const pages = await renderWith(facts, Object.values(paths));
    const home = pages.get('/') ?? '';
    expect(home).toContain('Now Open in Widnes');
    expect(home).toContain('Now Open on Ditton Road');
    expect(home).toContain('Secure Self Storage in Widnes, Now Open</title>');
    expect(pages.get('/register')).toContain('Now open');
    expect(pages.get('/register')).toContain('We are in Widnes, open now.');
    expect(pages.get('/about')).toContain('Widnes is our newest facility, and it is open now.');
    for (const [url, html] of pages) {
      expect(notYetOpen(html), url).toEqual([]);
    }
  });

  it('while coming soon, give the opening day once the owner has set it', async () => {
    const facts = await openingFacts({ state: 'coming-soon', openingDate: '2027-03-01' });
    const pages = await renderWith(facts, [paths.home, paths.register]);
    const home = pages.get('/') ?? '';
    expect(home).toContain('Coming Soon to Widnes');
    expect(home).toContain('Opening Soon on Ditton Road');
    expect(home).toContain('Opening on <time dateTime="2027-03-01">Monday 1 March 2027</time>');
    expect(pages.get('/register')).toContain('We are in Widnes, opening soon.');
    expect(pages.get('/register')).toContain('Coming soon');
  });
});
