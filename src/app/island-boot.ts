import { type EarlyTaps, holdEarlyTaps } from '@/app/early-taps';
import { applyFullStylesheet, fetchFullStylesheet, watchForChanges } from '@/app/full-stylesheet';
import { islandLoader } from '@/app/island-registry';
import type { IslandStrategy } from '@/components/island/island';
import { FIRST_PICTURE_TIMING } from '@/config/element-timing';

/**
 * Finds the islands on the page (see src/components/island/island.tsx) and
 * hydrates each when its strategy says. Every page arrives prerendered and
 * reads and navigates without JavaScript, so nothing is fetched until the
 * page has loaded and painted: on a slow phone connection React's download
 * would otherwise compete with the page's first picture. A visitor who
 * interacts sooner (a tap, a key, focus) starts the `load` islands at once,
 * and a tap or a change inside any island starts that island.
 *
 * Once every `load` and `idle` island has hydrated (or failed), <html> is
 * marked data-route: the browser tests wait for it before they move a fake
 * clock.
 *
 * bootIslands returns a promise that settles once the page has loaded and
 * painted, no island is on its way (every one that started, a `visible`
 * one already on screen included, has hydrated or failed), and the browser
 * is idle: the time for work the visitor does not see, such as the service
 * worker's install.
 */
const EARLY_START_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
/** What wakes an `interaction` island: the first sign the visitor is about to use it. */
const WAKE_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
/** How far below the screen a `visible` island starts loading, so it is ready when scrolled to. */
const VISIBLE_MARGIN = '200px';

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
 * Calls `callback` once the page has loaded and painted, as a background
 * task, which runs once the browser has nothing more urgent to do. On a
 * fast link the load event can come before the page, or its hero picture,
 * is painted; React's download and start-up must not hold that paint back.
 */
function afterLoadAndPaint(callback: () => void) {
  const go = () =>
    afterFirstPaint(() => {
      const scheduler = (window as { scheduler?: BackgroundScheduler }).scheduler;
      if (scheduler?.postTask) void scheduler.postTask(callback, { priority: 'background' });
      else window.setTimeout(callback, 0);
    });
  if (document.readyState === 'complete') go();
  else window.addEventListener('load', go, { once: true });
}

function whenIdle(callback: () => void) {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(callback, { timeout: 4000 });
  } else {
    window.setTimeout(callback, 200);
  }
}

function whenVisible(element: HTMLElement, callback: () => void) {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      callback();
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  // The wrapper is display: contents and has no box of its own: watch its children.
  for (const child of Array.from(element.children)) observer.observe(child);
}

/** The element a mouse was over when it woke the island: hovered still, it is told again once React listens. */
function onFirstInteraction(element: HTMLElement, callback: (hovered: Element | null) => void) {
  const wake = (event: Event) => {
    for (const type of WAKE_EVENTS) element.removeEventListener(type, wake, true);
    const mouse = event instanceof PointerEvent && event.pointerType === 'mouse';
    callback(event.type === 'pointerover' && mouse ? (event.target as Element) : null);
  };
  for (const type of WAKE_EVENTS) {
    element.addEventListener(type, wake, { capture: true, passive: true });
  }
}

/** A chunk that fails to download (a flaky connection) is asked for once more. */
function withRetry<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(() => load());
}

export function bootIslands(): Promise<void> {
  const islands = Array.from(document.querySelectorAll<HTMLElement>('[data-island]'));
  const asked = new URLSearchParams(window.location.search);
  // An island the address asks for (see startWithParam in island.tsx) starts as a `load` one.
  const strategyOf = (element: HTMLElement): IslandStrategy => {
    const param = element.dataset.startParam;
    return param && asked.has(param) ? 'load' : (element.dataset.strategy as IslandStrategy);
  };
  const settling = new Set(islands.filter((i) => ['load', 'idle'].includes(strategyOf(i))));
  const root = document.documentElement;
  const started = new Set<HTMLElement>();
  const hovered = new Map<HTMLElement, Element>();

  let booted = false;
  let starting = 0;
  let quietNow = () => {};
  const quiet = new Promise<void>((resolve) => {
    quietNow = resolve;
  });
  /** Settles `quiet` at the next idle time if nothing has started by then. */
  const checkQuiet = () => {
    if (!booted || starting > 0) return;
    whenIdle(() => {
      // An island that started since (one scrolled to) checks again when it is done.
      if (starting === 0) quietNow();
    });
  };
  /** An island has hydrated, or failed: <html> may now be marked, and the page may be settled. */
  const done = (island: HTMLElement) => {
    starting--;
    settling.delete(island);
    if (settling.size === 0 && root.dataset.route === undefined) {
      root.dataset.route = window.location.pathname;
    }
    checkQuiet();
  };

  const onReady = (island: HTMLElement, taps: EarlyTaps) => {
    island.dataset.hydrated = '';
    if (taps.heldIn(island)) applyFullStylesheet();
    else whenIdle(applyFullStylesheet);
    taps.replayIn(island);
    const over = hovered.get(island);
    // The pointer that woke a menu is still over it: React never saw it arrive.
    if (over?.matches(':hover')) {
      over.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    }
    done(island);
  };

  const start = (island: HTMLElement) => {
    if (started.has(island)) return;
    started.add(island);
    starting++;
    const load = islandLoader(island.dataset.island ?? '');
    const code = load ? withRetry(load) : Promise.reject(new Error('No such island'));
    Promise.all([
      withRetry(() => import('@/app/hydrate-island')),
      code,
      fetchFullStylesheet(),
    ]).then(
      ([{ hydrateIsland }, { default: Component }]) => {
        watchForChanges(island);
        hydrateIsland(island, Component, () => onReady(island, taps));
      },
      () => {
        // The prerendered HTML stays as it is, links and native controls working.
        island.dataset.islandFailed = '';
        done(island);
      },
    );
  };
  const taps = holdEarlyTaps(start);

  const startLoadIslands = () => {
    for (const type of EARLY_START_EVENTS) window.removeEventListener(type, startLoadIslands, true);
    for (const island of islands) if (strategyOf(island) === 'load') start(island);
  };
  for (const type of EARLY_START_EVENTS) {
    window.addEventListener(type, startLoadIslands, { capture: true, passive: true });
  }

  afterLoadAndPaint(() => {
    startLoadIslands();
    for (const island of islands) {
      const strategy = strategyOf(island);
      if (strategy === 'idle') whenIdle(() => start(island));
      else if (strategy === 'visible') whenVisible(island, () => start(island));
    }
    if (settling.size === 0) root.dataset.route = window.location.pathname;
    booted = true;
    checkQuiet();
  });
  for (const island of islands) {
    if (strategyOf(island) !== 'interaction') continue;
    onFirstInteraction(island, (over) => {
      if (over) hovered.set(island, over);
      start(island);
    });
  }
  return quiet;
}
