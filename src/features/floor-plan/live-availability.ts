/**
 * The plan's availability as it is now. When the bundled server serves the
 * site, staff change units in the owner's console and the server answers
 * `GET /api/availability` with each unit's status (ETag; the browser
 * revalidates). The plan starts from the built data, as prerendered, then
 * lays the live statuses over it, and asks again every minute while the
 * page is visible. The page asks only where the server said it can answer
 * (servedWithLiveData): a static host has no such server, and a request
 * there would only fail and log an error in the console.
 */
import { useEffect, useMemo, useState } from 'react';
import type { Layout } from '@/layout/layout-schema';

export const AVAILABILITY_URL = '/api/availability';
export const AVAILABILITY_REFRESH_MS = 60_000;
/**
 * The bundled server sends every page with `Server-Timing: live;desc="availability"`
 * (as would a CDN that routes /api/ to it); a static host sends no such entry.
 */
export const LIVE_DATA_TIMING = 'live';

const namesLive = (entry: PerformanceEntry | undefined) =>
  (entry as PerformanceNavigationTiming | undefined)?.serverTiming?.some(
    (timing) => timing.name === LIVE_DATA_TIMING,
  ) ?? false;

/**
 * Whether the server that sent this page also answers AVAILABILITY_URL, read
 * from the page's navigation entry. Where the performance object's entry
 * lists are replaced (a fake clock does so), the entry is asked of an
 * observer, which still has it.
 */
export function servedWithLiveData(): Promise<boolean> {
  const [navigation] = performance.getEntriesByType('navigation');
  if (navigation) return Promise.resolve(namesLive(navigation));
  if (!PerformanceObserver.supportedEntryTypes?.includes('navigation')) {
    return Promise.resolve(false);
  }
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      observer.disconnect();
      resolve(namesLive(list.getEntries()[0]));
    });
    observer.observe({ type: 'navigation', buffered: true });
  });
}

export type LiveStatuses = Readonly<Record<string, boolean>>;

/** The statuses from an answer's body, or null when it is not the server's shape. */
export function readLiveStatuses(body: unknown): LiveStatuses | null {
  const units = (body as { units?: unknown } | null)?.units;
  if (!units || typeof units !== 'object' || Array.isArray(units)) return null;
  const entries = Object.entries(units);
  return entries.every(([, value]) => typeof value === 'boolean')
    ? (Object.fromEntries(entries) as LiveStatuses)
    : null;
}

/** The layout with the live statuses laid over it; the same object when nothing differs. */
export function withLiveStatuses(layout: Layout, statuses: LiveStatuses | null): Layout {
  if (!statuses) return layout;
  const differs = (id: string, built: boolean) =>
    Object.hasOwn(statuses, id) && statuses[id] !== built;
  if (!layout.units.some((u) => differs(u.id, u.isAvailable))) return layout;
  return {
    ...layout,
    units: layout.units.map((u) =>
      differs(u.id, u.isAvailable) ? { ...u, isAvailable: statuses[u.id] as boolean } : u,
    ),
  };
}

/**
 * The server's statuses now, or null where there are none to have: a static
 * host (asked nothing), no connection, or an answer not in the server's shape.
 */
export async function fetchLiveStatuses(): Promise<LiveStatuses | null> {
  if (!(await servedWithLiveData())) return null;
  return fetch(AVAILABILITY_URL, { headers: { Accept: 'application/json' } })
    .then((response) =>
      response.ok && response.headers.get('content-type')?.startsWith('application/json')
        ? response.json()
        : null,
    )
    .then((body: unknown) => (body === null ? null : readLiveStatuses(body)))
    .catch(() => null);
}

export function useLiveAvailability(built: Layout): Layout {
  const [statuses, setStatuses] = useState<LiveStatuses | null>(null);
  useEffect(() => {
    let current = true;
    // No server of ours (a static host) or no connection: the plan stays as built.
    const load = () =>
      fetchLiveStatuses().then((read) => {
        if (current && read) setStatuses(read);
      });
    load();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') load();
    }, AVAILABILITY_REFRESH_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, []);
  return useMemo(() => withLiveStatuses(built, statuses), [built, statuses]);
}
