/**
 * Taps that land on an island before React has hydrated it. Until then its
 * buttons do nothing, so a visitor who taps "Menu" in the first seconds
 * would have to tap again. Each such tap is held (its default prevented,
 * and kept from the island's root) and replayed once, on the same element,
 * when that island has hydrated and its effects have run. So is an arrow,
 * Home or End key pressed on a tab (the FAQ's), which moves between tabs;
 * key presses are replayed after the taps. Links and form submissions work
 * without JavaScript and are left alone. So is a tap on a unit in the floor
 * plan's drawing (a picture, marked data-unit, that the island makes
 * respond): it is replayed as a click on that unit. A form field
 * changed before then (a slider, a checkbox) keeps its new value, and React
 * is told of it once it is listening.
 * Kept small and free of imports: it runs on every page before React.
 */
/** An island that has not hydrated yet (see src/app/island-boot.ts). */
const WAITING_ISLAND = '[data-island]:not([data-hydrated]):not([data-island-failed])';
const CONTROL = 'button, [role="button"], [role="tab"], [role="option"], [role="switch"]';
const KEY_CONTROL = '[role="button"], [role="tab"], [role="option"], [role="switch"]';
/** A unit in the floor plan's drawing (src/features/floor-plan/plan-svg.ts). */
const PICTURE_TARGET = '[data-unit]';
/** Keys that move between the tabs of a tab list. */
const TAB_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];

/** A held tap, or with `key` a held key press. */
type HeldTap = { element: Element; path: number[]; key?: string };
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type ChangedField = HeldTap & { value: string; checked: boolean };

/** Child indices from <body> down to the element: finds its equal if hydration replaced it. */
function pathTo(element: Element): number[] {
  const path: number[] = [];
  for (let node = element; node !== document.body && node.parentElement; ) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    node = node.parentElement;
  }
  return path;
}

function follow(path: number[]): Element | undefined {
  let node: Element | undefined = document.body;
  for (const index of path) node = node?.children[index];
  return node;
}

/** Replays a visitor's change to a field so that React's onChange sees it. */
function replayField(field: Field, { value, checked }: ChangedField) {
  // React keeps the last value it saw on the element's own property and fires
  // onChange only when the element differs from it: set that record to the
  // opposite first, then make the change the visitor made.
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    field.checked = !checked;
    field.click();
    return;
  }
  field.value = value === '\u0000' ? '' : '\u0000';
  const proto = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  const type = field instanceof HTMLSelectElement ? 'change' : 'input';
  field.dispatchEvent(new Event(type, { bubbles: true }));
}

function heldControl(event: Event): Element | null {
  const target = event.target as Element | null;
  const control = target?.closest?.(CONTROL) ?? target?.closest?.(PICTURE_TARGET);
  if (!control || control.matches(':disabled, [aria-disabled="true"]')) return null;
  // A submit button's form works without JavaScript.
  if (control instanceof HTMLButtonElement && control.type === 'submit' && control.form)
    return null;
  return control;
}

export type EarlyTaps = {
  /** Whether a tap, key press or field change is held for `island`. */
  heldIn(island: Element): boolean;
  /** Replays, each once, what was held in `island`; call it once the island's effects have run. */
  replayIn(island: Element): void;
};

/**
 * Starts holding taps on islands that have not hydrated yet. `onHeld` is
 * told the island of each tap or change held, so that it can start
 * hydrating it at once.
 */
export function holdEarlyTaps(onHeld: (island: HTMLElement) => void): EarlyTaps {
  const held: HeldTap[] = [];
  const changed = new Map<Element, ChangedField>();
  const waitingIsland = (element: Element) => element.closest<HTMLElement>(WAITING_ISLAND);
  const onChange = (event: Event) => {
    const field = event.target as Field;
    if (!field.matches?.('input, select, textarea')) return;
    const island = waitingIsland(field);
    if (!island) return;
    const { value } = field;
    const checked = field instanceof HTMLInputElement && field.checked;
    changed.set(field, { element: field, path: pathTo(field), value, checked });
    onHeld(island);
  };
  const hold = (element: Element, event: Event, key?: string) => {
    const island = waitingIsland(element);
    if (!island) return;
    event.preventDefault();
    // React may be part-way through hydrating the island: the replay is its only copy.
    event.stopPropagation();
    // Tapping again because nothing happened is one request, not two; each key press counts.
    if (key || !held.some((tap) => tap.element === element && !tap.key)) {
      held.push({ element, path: pathTo(element), key });
    }
    onHeld(island);
  };
  const onClick = (event: MouseEvent) => {
    const control = heldControl(event);
    if (control) hold(control, event);
  };
  const onKey = (event: KeyboardEvent) => {
    if (TAB_KEYS.includes(event.key) && !event.altKey && !event.ctrlKey && !event.metaKey) {
      const tab = (event.target as Element | null)?.closest?.('[role="tab"]');
      if (tab) hold(tab, event, event.key);
      return;
    }
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const control = heldControl(event);
    if (control?.matches(KEY_CONTROL) && !(control instanceof HTMLButtonElement)) {
      hold(control, event);
    }
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('keydown', onKey, true);
  document.addEventListener('change', onChange, true);
  document.addEventListener('input', onChange, true);

  /** Finds in `list` what belongs to `island` (found again by its path if hydration replaced it); removes nothing. */
  const takeIn = <T extends HeldTap>(list: Iterable<T>, island: Element) => {
    const found: { tap: T; target: Element }[] = [];
    for (const tap of list) {
      const target = tap.element.isConnected ? tap.element : follow(tap.path);
      if (target && island.contains(target)) found.push({ tap, target });
    }
    return found;
  };

  return {
    heldIn(island) {
      return takeIn(changed.values(), island).length > 0 || takeIn(held, island).length > 0;
    },
    replayIn(island) {
      // Typing goes on while React hydrates, and React sees none of it until it
      // is done: field changes are recorded until now, so the replay tells
      // React the latest value, never an older one that would cut short what
      // the visitor has typed since.
      for (const { tap, target } of takeIn(changed.values(), island)) {
        changed.delete(tap.element);
        if (target.matches('input, select, textarea')) replayField(target as Field, tap);
      }
      const keys: { key: string; target: HTMLElement }[] = [];
      for (const { tap, target } of takeIn(held, island)) {
        held.splice(held.indexOf(tap), 1);
        if (tap.key) {
          if (target instanceof HTMLElement) keys.push({ key: tap.key, target });
        } else if (target instanceof HTMLElement) {
          target.click();
        } else {
          // Part of a drawing (SVG), which has no click() of its own.
          target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
        }
      }
      // Key presses one task apart, so that each finds the island as the last one left it.
      const pressNext = () => {
        const press = keys.shift();
        if (!press) return;
        // A key press moves on from where the last one left the focus. If the
        // visitor has since moved on out of the island, it is dropped: a late
        // replay must not pull the focus back.
        const focused = document.activeElement;
        if (!focused || !island.contains(focused)) return;
        const from = focused.matches('[role="tab"]') ? focused : press.target;
        if (from === press.target) press.target.focus();
        from.dispatchEvent(
          new KeyboardEvent('keydown', { key: press.key, bubbles: true, cancelable: true }),
        );
        if (keys.length > 0) window.setTimeout(pressNext, 0);
      };
      pressNext();
    },
  };
}
