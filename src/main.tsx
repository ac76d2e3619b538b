import '@/styles/global.css';
import { holdEarlyTaps } from '@/app/early-taps';
import { loadFullStylesheet } from '@/app/full-stylesheet';
import { registerServiceWorker } from '@/app/register-service-worker';

/**
 * The client entry. Every page arrives prerendered and reads and navigates
 * without JavaScript, so React is fetched only once the page has loaded and
 * painted: on a slow phone connection its download would otherwise compete
 * with the page's first picture. A visitor who interacts sooner (a tap, a
 * key, focus) starts it at once.
 */
const EARLY_START_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
let started = false;
// A tap before React arrives is held and replayed once the page has hydrated.
const releaseEarlyTaps = holdEarlyTaps();

function start() {
  if (started) return;
  started = true;
  window.removeEventListener('load', startAfterPaint);
  for (const type of EARLY_START_EVENTS) window.removeEventListener(type, start, true);
  void Promise.all([import('@/app/hydrate'), loadFullStylesheet()]).then(([{ hydrate }]) => {
    releaseEarlyTaps();
    hydrate();
  });
}

type BackgroundScheduler = {
  postTask?: (task: () => void, options: { priority: 'background' }) => Promise<void>;
};

/** Calls `callback` once the page has painted for the first time (soon after, if it has). */
function afterFirstPaint(callback: () => void) {
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    callback();
    return;
  }
  // `buffered` hands over a paint that happened before observing.
  const observer = new PerformanceObserver(() => {
    observer.disconnect();
    callback();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/**
 * Starts once the page has loaded and painted, as a background task, which
 * runs once the browser has nothing more urgent to do (such as painting the
 * frame the last picture arrived in). On a fast link the load event can come
 * before the first paint; React's download and start-up must not hold that
 * paint back.
 */
function startAfterPaint() {
  afterFirstPaint(() => {
    const scheduler = (window as { scheduler?: BackgroundScheduler }).scheduler;
    if (scheduler?.postTask) void scheduler.postTask(start, { priority: 'background' });
    else window.setTimeout(start, 0);
  });
}

if (document.readyState === 'complete') startAfterPaint();
else {
  window.addEventListener('load', startAfterPaint);
  for (const type of EARLY_START_EVENTS) {
    window.addEventListener(type, start, { capture: true, passive: true });
  }
}

registerServiceWorker();
