/**
 * The owner's facts as published: the live version's, once the console has
 * published one, and the repository's data files (data/site/, or the folder
 * SITE_FACTS_DIR names) until then. The Site tab, the launch list and
 * `npm run launch:check` and `npm run content:pull` all read them here.
 */
import { readSiteFactsOrThrow } from '../../scripts/lib/site-facts-file.ts';
import type { SiteFacts } from '../../src/content/site-facts-schema.ts';
import type { LiveVersion, SiteVersionStore } from '../store/site-versions.ts';

export type PublishedFacts = {
  facts: SiteFacts;
  /** The live version, or null while the repository's files stand. */
  live: LiveVersion | null;
};

export async function publishedFacts(
  versions: SiteVersionStore,
  ownDir: string,
): Promise<PublishedFacts> {
  const live = await versions.live();
  if (live) {
    const facts = await versions.facts(live.version);
    if (facts) return { facts: facts as SiteFacts, live };
  }
  return { facts: readSiteFactsOrThrow(ownDir), live: null };
}
