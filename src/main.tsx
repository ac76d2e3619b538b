import '@/styles/global.css';
import { holdEarlyTaps } from '@/app/early-taps';
import { loadFullStylesheet } from '@/app/full-stylesheet';
import { registerServiceWorker } from '@/app/register-service-worker';
import { FIRST_PICTURE_TIMING } from '@/config/element-timing';

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

/** Calls `callback` once, on the first entry of `type` that `accept` takes (past entries included). */
function onEntry(type: string, accept: (entry: PerformanceEntry) => boolean, callback: () => void) {
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some(accept)) return;
    observer.disconnect();
    callback();
  });
  observer.observe({ type, buffered: true });
}

/** The hero's picture (marked with elementtiming by the hero) when it is on screen. */
function firstPictureOnScreen(): boolean {
  const picture = document.querySelector(`img[elementtiming="${FIRST_PICTURE_TIMING}"]`);
  const box = picture?.getBoundingClientRect();
  return Boolean(box && box.width > 0 && box.top < window.innerHeight && box.bottom > 0);
}

/**
 * Calls `callback` once the page has painted for the first time and, when
 * the hero's picture is on screen (the largest thing there, often), once
 * that picture has been painted too: a second or so, at most, after load.
 */
function afterFirstPaint(callback: () => void) {
  const observable = globalThis.PerformanceObserver?.supportedEntryTypes ?? [];
  if (!observable.includes('paint')) {
    callback();
    return;
  }
  onEntry(
    'paint',
    () => true,
    () => {
      if (!observable.includes('element') || !firstPictureOnScreen()) {
        callback();
        return;
      }
      let called = false;
      const once = () => {
        if (called) return;
        called = true;
        callback();
      };
      onEntry(
        'element',
        (entry) => (entry as { identifier?: string }).identifier === FIRST_PICTURE_TIMING,
        once,
      );
      // A picture that never paints (still decoding on a very slow phone) holds nothing back for long.
      window.setTimeout(once, 1000);
    },
  );
}

/**
 * Starts once the page has loaded and painted, as a background task, which
 * runs once the browser has nothing more urgent to do. On a fast link the
 * load event can come before the page, or its hero picture, is painted;
 * React's download and start-up must not hold that paint back.
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
