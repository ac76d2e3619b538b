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
import { loadMailContent } from '../../scripts/lib/form-bundle.ts';
import { type MailContent, staticMailContent } from '../mail/mail-content.ts';
import { loadRegistrationPages, type RegistrationPages } from '../public/registration-page.ts';
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
  /** The emails' words, from the same facts as the pages. */
  mail: MailContent;
  /** The pages the server writes (a form posted without JavaScript…), or null for its own build's. */
  pages: RegistrationPages | null;
};

export type LiveSite = ServedSite & {
  live(): LiveBuild;
  /** The build of `facts`, ready to serve once named a version (made now if it must be). */
  prepare(facts: Record<string, unknown>, progress?: BuildProgress): Promise<ReadyBuild>;
  isReady(facts: unknown): boolean;
  /** Serves `build` from now on: one assignment, so each request sees one build or the other. */
  switchTo(build: LiveBuild): void;
  /** Reads the live row and follows it; resolves once this server serves it (or has failed to). */
  sync(progress?: BuildProgress): Promise<void>;
  /** Polls every `pollMs` until stopped. */
  follow(pollMs: number): () => void;
};

/** A build ready to serve, before it is named a version. */
export type ReadyBuild = Omit<LiveBuild, 'version' | 'serial'>;

async function openBuild(build: SiteBuild): Promise<ReadyBuild> {
  const [files, mail, pages] = await Promise.all([
    openSiteFiles(build.site),
    loadMailContent(build.site),
    loadRegistrationPages(build.site),
  ]);
  return { ...files, build, mail, pages };
}

/**
 * `own` is the server's own build, made from `ownFacts` (the repository's
 * files): a version with exactly those facts is served from it, with no
 * build, as a roll back to before the first publish is.
 */
export function liveSite(
  own: SiteFiles,
  ownFacts: unknown,
  versions: SiteVersionStore,
  builds: SiteBuilds,
  log: (line: string) => void = console.log,
): LiveSite {
  const ownBuild: ReadyBuild = { ...own, build: null, mail: staticMailContent, pages: null };
  const ownKey = JSON.stringify(ownFacts);
  let current: LiveBuild = { ...ownBuild, version: null, serial: 0 };

  /** The build of `facts`: the server's own, one on disk, or one made now. */
  async function prepare(facts: Record<string, unknown>, progress?: BuildProgress) {
    if (JSON.stringify(facts) === ownKey) return ownBuild;
    return openBuild(await builds.ensure(facts, progress));
  }
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
    const ready = await prepare(facts as Record<string, unknown>, progress);
    // A later switch may have landed while this one built: only move forward.
    if (row.serial <= current.serial) return;
    switchTo({ ...ready, version: row.version, serial: row.serial });
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
    prepare,
    /** True when `facts` can be served with no build: the server's own, or built on disk. */
    isReady: (facts: unknown) => JSON.stringify(facts) === ownKey || builds.find(facts) !== null,
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
