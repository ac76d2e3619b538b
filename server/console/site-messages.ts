/**
 * What the Site tab is told when someone else moved first: a draft saved
 * since the member opened it, or a version published or rolled back since.
 * Each names who, when and what, in the owner's words.
 */
import { siteFactLabel } from '../../src/content/site-facts-fields.ts';
import type { SiteDraft } from '../store/site-draft.ts';
import type { LiveVersion } from '../store/site-versions.ts';

const londonTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** "alex@example.org saved the draft on Sunday 6 December at 10:42 am, changing Phone and Legal name." */
export function staleDraftMessage(latest: SiteDraft | null): string {
  if (!latest)
    return 'The draft was discarded since you opened it. Your changes are still here: save again to keep them.';
  const labels = [...new Set(latest.changed.map((path) => siteFactLabel(path).split(' › ').pop()))];
  const what =
    latest.facts === null
      ? 'discarding it'
      : labels.length === 0
        ? 'changing nothing'
        : `changing ${labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`}`;
  const when = londonTime.format(new Date(latest.savedAt));
  return `${latest.savedBy} saved the draft on ${when}, ${what}, after you opened it. Your changes are still here: look at theirs (reload the tab in another window), then save again.`;
}

const when = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** "alex@example.org published version 4 on 6 December at 10:42 am, after you opened the tab." */
export function staleLiveMessage(now: LiveVersion | null): string {
  const who = now
    ? `${now.switchedBy} switched the site to version ${now.version} on ${when.format(new Date(now.switchedAt))}`
    : 'The site’s versions changed';
  return `${who}, after you opened the tab, so nothing was changed. Reload the tab to see the site as it stands, then try again.`;
}
