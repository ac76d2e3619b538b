/**
 * What makes the full-screen plan a modal over the page. This module loads
 * only when the plan is first opened full screen, so the page's start-up
 * code carries none of it.
 */

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select, textarea, [tabindex]:not([tabindex="-1"])';

type Hold = {
  /** Focus moves here on opening. */
  initialFocus: HTMLElement | null;
  /** What had focus before opening; it gets it back on closing. */
  before: Element | null;
  /** Takes focus on closing when `before` is gone (the button that opens it). */
  fallbackFocus: () => HTMLElement | null;
  /** Escape, unless something inside used the key (the search clears itself with it). */
  onEscape: () => void;
};

/** Inert everything but the modal, its ancestors and dialogs (a unit dialog opens on top of it). */
function inertTheRest(modal: HTMLElement) {
  const inerted: Element[] = [];
  for (
    let node: Element | null = modal;
    node && node !== document.body;
    node = node.parentElement
  ) {
    for (const sibling of Array.from(node.parentElement?.children ?? [])) {
      if (sibling === node || sibling instanceof HTMLDialogElement || sibling.hasAttribute('inert'))
        continue;
      sibling.setAttribute('inert', '');
      inerted.push(sibling);
    }
  }
  return () => {
    for (const node of inerted) node.removeAttribute('inert');
  };
}

/**
 * Holds the page still where it was scrolled, with the body fixed at that
 * offset: overflow: hidden alone does not stop iOS from scrolling or
 * rubber-banding the page behind.
 */
function lockScroll() {
  const { body } = document;
  const { scrollX, scrollY } = window;
  const style = body.getAttribute('style');
  Object.assign(body.style, {
    position: 'fixed',
    top: `${-scrollY}px`,
    left: `${-scrollX}px`,
    right: '0',
    overflow: 'hidden',
  });
  return () => {
    if (style === null) body.removeAttribute('style');
    else body.setAttribute('style', style);
    window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
  };
}

/**
 * Keys inside the modal: Escape closes it; Tab and Shift+Tab wrap around
 * (past the last control, where the browser would go on to its own
 * toolbar, focus comes back to the first, and the other way round). Heard
 * on the document, after React's handlers have had the event.
 */
function keys(modal: HTMLElement, onEscape: () => void) {
  const onKeyDown = (event: KeyboardEvent) => {
    const at = document.activeElement;
    // A unit dialog on top handles its own keys.
    if (event.defaultPrevented || (at instanceof Element && at.closest('dialog'))) return;
    const inside = at instanceof Node && modal.contains(at);
    if (event.key === 'Escape' && inside) {
      event.preventDefault();
      onEscape();
    }
    if (event.key !== 'Tab') return;
    const controls = Array.from(modal.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => el.getClientRects().length > 0,
    );
    const leaving = event.shiftKey ? at === controls[0] : at === controls.at(-1);
    if (inside && !leaving) return;
    event.preventDefault();
    (event.shiftKey ? controls.at(-1) : controls[0])?.focus();
  };
  document.addEventListener('keydown', onKeyDown);
  return () => document.removeEventListener('keydown', onKeyDown);
}

/** Makes `modal` a modal over the page; returns the function that lets the page go. */
export function holdPageBehind(modal: HTMLElement, hold: Hold): () => void {
  const releases = [lockScroll(), inertTheRest(modal), keys(modal, hold.onEscape)];
  // A unit dialog opened with it (a link to a unit) has focus: the plan
  // takes it when that dialog closes, if nothing inside has it by then.
  const dialog = Array.from(document.querySelectorAll('dialog')).find((d) => d.open);
  const focusPlan = () => {
    if (!modal.contains(document.activeElement)) hold.initialFocus?.focus({ preventScroll: true });
  };
  if (dialog) dialog.addEventListener('close', focusPlan, { once: true });
  else focusPlan();
  return () => {
    dialog?.removeEventListener('close', focusPlan);
    for (const release of releases) release();
    const { before } = hold;
    const back =
      before instanceof HTMLElement && before !== document.body && before.isConnected
        ? before
        : hold.fallbackFocus();
    // After React has finished the commit that shows the button again.
    queueMicrotask(() => back?.focus({ preventScroll: true }));
  };
}
