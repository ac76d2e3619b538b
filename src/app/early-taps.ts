/**
 * Taps that land before React has hydrated the page. Until then a button
 * does nothing, so a visitor who taps "Menu" in the first seconds would have
 * to tap again. Each such tap is held (its default prevented) and replayed
 * once, on the same element, when the page has hydrated and its effects have
 * run (<html data-route>, see src/hooks/use-route-ready.ts). Links and form
 * submissions work without JavaScript and are left alone. A form field
 * changed before then (a slider, a checkbox) keeps its new value, and React
 * is told of it once it is listening.
 * Kept small and free of imports: it runs on every page before React.
 */
const CONTROL = 'button, [role="button"], [role="tab"], [role="option"], [role="switch"]';
const KEY_CONTROL = '[role="button"], [role="tab"], [role="option"], [role="switch"]';

type HeldTap = { element: Element; path: number[] };
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
  const control = (event.target as Element | null)?.closest?.(CONTROL);
  if (!control || control.matches(':disabled, [aria-disabled="true"]')) return null;
  // A submit button's form works without JavaScript.
  if (control instanceof HTMLButtonElement && control.type === 'submit' && control.form)
    return null;
  return control;
}

/**
 * Starts holding taps. Returns `release`: call it right before hydration
 * starts; from then on React handles taps itself, and the held ones are
 * replayed, each once, when the route is ready.
 */
export function holdEarlyTaps(): () => void {
  const held: HeldTap[] = [];
  const changed = new Map<Element, ChangedField>();
  const onChange = (event: Event) => {
    const field = event.target as Field;
    if (!field.matches?.('input, select, textarea')) return;
    const { value } = field;
    const checked = field instanceof HTMLInputElement && field.checked;
    changed.set(field, { element: field, path: pathTo(field), value, checked });
  };
  const hold = (element: Element, event: Event) => {
    event.preventDefault();
    // Tapping again because nothing happened is one request, not two.
    if (!held.some((tap) => tap.element === element)) held.push({ element, path: pathTo(element) });
  };
  const onClick = (event: MouseEvent) => {
    const control = heldControl(event);
    if (control) hold(control, event);
  };
  const onKey = (event: KeyboardEvent) => {
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

  return function release() {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('keydown', onKey, true);
    // Typing goes on while React hydrates, and React sees none of it until it
    // is done: field changes are still recorded until the replay, so the
    // replay tells React the latest value, never an older one that would cut
    // short what the visitor has typed since.
    const root = document.documentElement;
    const replay = () => {
      observer.disconnect();
      document.removeEventListener('change', onChange, true);
      document.removeEventListener('input', onChange, true);
      for (const field of changed.values()) {
        const target = field.element.isConnected ? field.element : follow(field.path);
        if (target?.matches('input, select, textarea')) replayField(target as Field, field);
      }
      for (const tap of held) {
        const target = tap.element.isConnected ? tap.element : follow(tap.path);
        if (target instanceof HTMLElement) target.click();
      }
    };
    const observer = new MutationObserver(() => {
      if (root.dataset.route !== undefined) replay();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-route'] });
  };
}
