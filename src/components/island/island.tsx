import { type ComponentType, createContext, use } from 'react';

/**
 * When an island's code is fetched and hydrated in the browser:
 * - `load`: at once, once the page has painted. For what sits on the first
 *   screen and must respond or move by itself straight away (a slideshow, a
 *   form a visitor may start typing in).
 * - `idle`: when the browser has nothing more urgent to do. For what is on
 *   the first screen but only needed once the visitor acts.
 * - `visible`: when the island comes near the screen. For anything further
 *   down the page (FAQ tabs, the map, the floor plan).
 * - `interaction`: on the visitor's first pointer, touch, key or focus
 *   inside it; the tap that woke it is replayed once it is ready
 *   (src/app/early-taps.ts). For controls that do nothing until used (the
 *   header's menus).
 */
export const ISLAND_STRATEGIES = ['load', 'idle', 'visible', 'interaction'] as const;
export type IslandStrategy = (typeof ISLAND_STRATEGIES)[number];

/** What may travel in an island's props: they are written into the page as JSON. */
export type JsonValue =
  | string
  | number
  | boolean
  | null
  | readonly JsonValue[]
  | { readonly [key: string]: JsonValue | undefined };
export type IslandProps = { readonly [key: string]: JsonValue | undefined };

/** One island met while the page was prerendered. */
export type CollectedIsland = {
  /** Unique in the page: the island's `identifierPrefix` and the key of its props. */
  id: string;
  name: string;
  strategy: IslandStrategy;
  component: ComponentType<never>;
  props: IslandProps;
};

/** Filled by the prerender (src/entry-server.tsx), which renders each island on its own. */
export type IslandCollector = { add(island: Omit<CollectedIsland, 'id'>): string };
export const IslandCollectorContext = createContext<IslandCollector | null>(null);

/** The prefix of every useId inside island `id`: the same in the prerender and on hydrateRoot. */
export const islandIdPrefix = (id: string) => `${id}-`;

/** The comment the page's HTML holds where the island's own render goes. */
export const islandMarker = (id: string) => `<!--island:${id}-->`;

type IslandDeclaration<P extends IslandProps> = {
  /** The file under src/app/islands/ that exports `component` as its default. */
  name: string;
  strategy: IslandStrategy;
  component: ComponentType<P>;
  /**
   * A search parameter that makes the island start at load, whatever its
   * strategy, when the page's address carries it: a link that asks for
   * something inside the island (the floor plan's ?unit=) is answered at
   * once, not when the visitor happens to scroll to it.
   */
  startWithParam?: string;
} & (Partial<P> extends P ? { props?: P } : { props: P });

/**
 * A part of a page that responds to the visitor: the only parts the browser
 * hydrates. The rest of the page is HTML that React wrote at build time and
 * never touches again.
 *
 * To add one: export the component as the default of a new file
 * `src/app/islands/<name>.tsx`, then declare it where it is used, with a
 * strategy (see IslandStrategy) and props that are plain JSON:
 *
 *     <Island name="faq-tabs" strategy="visible" component={FaqTabs} />
 *
 * The prerender renders it on its own, as the browser will hydrate it (its
 * own root, with its own `identifierPrefix` for useId), and checks that the
 * name's file exports this very component. Everything an island shares with
 * another goes through the one store (src/store/app-store.ts), never props.
 *
 * Its wrapper is `display: contents`, so it adds no box to the layout.
 */
export function Island<P extends IslandProps>(declaration: IslandDeclaration<P>) {
  const { name, strategy, component: Component, startWithParam } = declaration;
  const props = (declaration.props ?? {}) as P;
  const collector = use(IslandCollectorContext);
  // Outside the prerender (unit tests render components directly) it is just the component.
  if (!collector) return <Component {...props} />;
  const id = collector.add({
    name,
    strategy,
    component: Component as ComponentType<never>,
    props,
  });
  return (
    <>
      <div
        data-island={name}
        data-strategy={strategy}
        data-island-id={id}
        data-start-param={startWithParam}
        // The prerender puts the island's own render here (see entry-server.tsx).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed comment, no visitor's text.
        dangerouslySetInnerHTML={{ __html: islandMarker(id) }}
      />
      <script
        type="application/json"
        data-island-props={id}
        // JSON in a script element: "<" is escaped so no "</script>" can end it early.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: build-time data, escaped here.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(props).replace(/</g, '\\u003c') }}
      />
    </>
  );
}
