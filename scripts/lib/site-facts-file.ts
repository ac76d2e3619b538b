/**
 * Reads the owner's facts from their folder (data/site/, one JSON file a
 * topic) and checks them with the one schema; the files are small, so it
 * reads them at once, as the console's launch list needs. The build calls it before
 * rendering and launch:check reads the facts through it; SITE_FACTS_DIR
 * names another folder, as vite.config.ts does for the pages.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  formatSiteFactError,
  parseSiteFacts,
  type SiteFactsResult,
} from '../../src/content/site-facts-parse.ts';
import { siteFactsTopics } from '../../src/content/site-facts-schema.ts';

export const DEFAULT_SITE_FACTS_DIR = 'data/site';

export const siteFactsDir = (env: NodeJS.ProcessEnv = process.env) =>
  env.SITE_FACTS_DIR || DEFAULT_SITE_FACTS_DIR;

/** The facts in `dir`, or every problem: a file that cannot be read or parsed, then each bad field. */
export function readSiteFacts(dir: string): SiteFactsResult {
  const input: Record<string, unknown> = {};
  const errors: { path: string; label: string; message: string }[] = [];
  for (const topic of siteFactsTopics) {
    const file = join(dir, `${topic}.json`);
    try {
      input[topic] = JSON.parse(readFileSync(file, 'utf8'));
    } catch (cause) {
      const reason = cause instanceof Error ? cause.message : String(cause);
      errors.push({ path: topic, label: file, message: `cannot be read as JSON: ${reason}` });
    }
  }
  if (errors.length > 0) return { ok: false, errors };
  return parseSiteFacts(input);
}

/** The facts, or an Error whose message lists every problem, one a line. */
export function readSiteFactsOrThrow(dir: string) {
  const result = readSiteFacts(dir);
  if (result.ok) return result.facts;
  const lines = result.errors.map(formatSiteFactError);
  throw new Error(
    `The site's facts in ${dir} have ${lines.length} problem${lines.length === 1 ? '' : 's'}:\n${lines.join('\n')}`,
  );
}
