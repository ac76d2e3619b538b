/**
 * Which builds stay on this server's disk after a publish or a roll back:
 * those of the latest versions (a roll back to one of them needs no build),
 * the live version's, and the saved draft's (its preview). Older builds are
 * removed; a roll back that far builds the version again, and says so.
 */
import type { SiteDraftStore } from '../store/site-draft.ts';
import type { SiteVersionStore } from '../store/site-versions.ts';
import type { SiteBuilds } from './site-builds.ts';

/** How many of the latest versions keep their build. */
export const KEPT_BUILDS = 10;

export async function pruneBuilds(
  builds: SiteBuilds,
  versions: SiteVersionStore,
  drafts: SiteDraftStore,
): Promise<string[]> {
  const [latest, live, draft] = await Promise.all([
    versions.history(KEPT_BUILDS),
    versions.live(),
    drafts.read(),
  ]);
  const numbers = new Set(latest.map((v) => v.version));
  if (live) numbers.add(live.version);
  const kept = await Promise.all([...numbers].map((n) => versions.facts(n)));
  return builds.prune(
    [...kept, draft?.facts].filter((facts) => facts !== null && facts !== undefined),
  );
}
