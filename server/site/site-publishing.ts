/**
 * What the console publishes with, on this server: the site it serves and
 * follows (live-site.ts), the builds on its disk (site-builds.ts), the one
 * piece of work it may be doing (publishing.ts), and the repository's own
 * facts, which stand until the first publish.
 */
import type { LiveSite } from './live-site.ts';
import type { PublishingJobs } from './publishing.ts';
import type { SiteBuilds } from './site-builds.ts';

export type SitePublishing = {
  live: LiveSite;
  builds: SiteBuilds;
  jobs: PublishingJobs;
};
