/**
 * Adding and removing a third-party widget's script, with no React in it.
 *
 * The script goes inside the widget's host element, so a widget that renders
 * next to its own script (document.currentScript) renders in the host. While
 * the script is attached, nodes it adds directly to <head> or <body> (styles,
 * overlays, helper scripts) are recorded, and detaching removes them together
 * with the script and everything in the host. Globals a widget defines cannot
 * be taken back; adding the script again runs it again.
 */
export const WIDGET_SCRIPT_ATTRIBUTE = 'data-external-widget';

export type WidgetScript = {
  /** Names the widget on its script element; one script per id at a time. */
  readonly id: string;
  readonly src: string;
  readonly attributes: Readonly<Record<string, string>>;
};

/**
 * Nodes the page itself adds to <head> while a widget is attached, which a
 * detach must leave alone: head tags React hoists for the next route, the
 * bundler's module preloads for its chunk, and the site's whole stylesheet,
 * which the island boot may apply while a widget loads (src/app/full-stylesheet.ts).
 */
function ownedByPage(node: Node): boolean {
  if (Object.keys(node).some((key) => key.startsWith('__react'))) return true;
  if (node instanceof HTMLStyleElement) return node.hasAttribute('data-whole-stylesheet');
  return node instanceof HTMLLinkElement && node.rel === 'modulepreload';
}

function recordInsertions(targets: readonly Node[]) {
  const inserted = new Set<Node>();
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!ownedByPage(node)) inserted.add(node);
      }
    }
  });
  for (const target of targets) observer.observe(target, { childList: true });
  return {
    removeAll() {
      observer.disconnect();
      for (const node of inserted) node.parentNode?.removeChild(node);
      inserted.clear();
    },
  };
}

export function widgetScriptSelector(id: string): string {
  return `script[${WIDGET_SCRIPT_ATTRIBUTE}="${id}"]`;
}

/**
 * Adds the widget's script to host and returns the function that removes it
 * and whatever it inserted. Any earlier copy of the same widget is removed
 * first, so entering a page twice never leaves two scripts.
 */
export function attachWidgetScript(
  host: HTMLElement,
  widget: WidgetScript,
  onError: () => void,
): () => void {
  for (const old of document.querySelectorAll(widgetScriptSelector(widget.id))) old.remove();

  const insertions = recordInsertions([document.head, document.body]);
  const script = document.createElement('script');
  script.src = widget.src;
  script.async = true;
  script.setAttribute(WIDGET_SCRIPT_ATTRIBUTE, widget.id);
  for (const [name, value] of Object.entries(widget.attributes)) script.setAttribute(name, value);
  script.addEventListener('error', onError);
  host.append(script);

  return () => {
    script.removeEventListener('error', onError);
    insertions.removeAll();
    script.remove();
    host.replaceChildren();
  };
}

/**
 * Whether the widget has put anything visible in its host yet (its script
 * does not count). external-widget.module.css asks the same with :has(), so
 * the loading line goes in the frame the widget's first element arrives in.
 */
export function widgetHasRendered(host: HTMLElement): boolean {
  return Array.from(host.children).some(
    (child) => !['SCRIPT', 'STYLE', 'LINK', 'NOSCRIPT'].includes(child.tagName),
  );
}
