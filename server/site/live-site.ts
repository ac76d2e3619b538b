/**
 * Which build of the site this server's public listener serves, following
 * the version published in the database.
 *
 * At start it serves its own build (dist/, the repository's facts) until
 * it has read the live version; a version published before the server
 * started is built (or found on disk) before the server takes a request,
 * so a server started later serves the latest. Then it reads the live row
 * every `pollMs` and, when its serial moved on (a publish or a roll back,
 * on this server or another), finds or builds that version and switches
 * to it in one assignment: a request is answered wholly from the build
 * live when it arrived (server/public/static-files.ts), never a mix.
 */
import { openSiteFiles, type ServedSite, type SiteFiles } from '../public/static-files.ts';
import type { SiteVersionStore } from '../store/site-versions.ts';
import type { BuildProgress, SiteBuild, SiteBuilds } from './site-builds.ts';

/** How many builds before the live one are kept at hand for an old page's assets. */
const EARLIER_KEPT = 3;

/** A build being served, and which version it is (null: the server's own build). */
export type LiveBuild = SiteFiles & {
  version: number | null;
  serial: number;
  /** The folder the build was made in (its site, facts and server bundle), or null for the server's own. */
  build: SiteBuild | null;
};

export type LiveSite = ServedSite & {
  live(): LiveBuild;
  /** Serves `build` from now on. */
  switchTo(build: LiveBuild): void;
  /** Reads the live row and follows it; resolves once this server serves it (or has failed to). */
  sync(progress?: BuildProgress): Promise<void>;
  /** Polls every `pollMs` until stopped. */
  follow(pollMs: number): () => void;
};

export async function openBuild(
  build: SiteBuild,
  version: number,
  serial: number,
): Promise<LiveBuild> {
  return { ...(await openSiteFiles(build.site)), version, serial, build };
}

export function liveSite(
  own: SiteFiles,
  versions: SiteVersionStore,
  builds: SiteBuilds,
  log: (line: string) => void = console.log,
): LiveSite {
  let current: LiveBuild = { ...own, version: null, serial: 0, build: null };
  const earlier: LiveBuild[] = [];
  let syncing: Promise<void> | null = null;

  function switchTo(next: LiveBuild) {
    if (next.base !== current.base) {
      earlier.unshift(current);
      earlier.splice(EARLIER_KEPT);
    }
    current = next;
  }

  async function syncOnce(progress?: BuildProgress) {
    const row = await versions.live();
    if (!row || row.serial === current.serial) return;
    const facts = await versions.facts(row.version);
    if (!facts || typeof facts !== 'object') return;
    const build = await builds.ensure(facts as Record<string, unknown>, progress);
    // A later switch may have landed while this one built: only move forward.
    if (row.serial <= current.serial) return;
    switchTo(await openBuild(build, row.version, row.serial));
    log(`The site now serves version ${row.version} (published content).`);
  }

  function sync(progress?: BuildProgress) {
    if (!syncing) syncing = syncOnce(progress).finally(() => (syncing = null));
    return syncing;
  }

  return {
    current: () => current,
    earlier: () => earlier,
    live: () => current,
    switchTo,
    sync,
    follow(pollMs) {
      const timer = setInterval(() => {
        sync().catch((error: Error) =>
          log(`The site could not follow the published version: ${error.message.split('\n')[0]}`),
        );
      }, pollMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
