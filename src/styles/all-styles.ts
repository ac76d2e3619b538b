/**
 * A build entry no page loads: it brings every component's stylesheet into
 * the client build. The browser only runs the islands' code, so without it
 * the styles of the parts that are never hydrated (the footer, the static
 * sections) would be missing from the site's one stylesheet, which the
 * prerender inlines from and every page links.
 */
export const componentStyles = import.meta.glob('../**/*.module.css', {
  eager: true,
  // Only each module's class map: asking for the whole module would make the
  // bundler build a namespace object of it, in the chunk every page shares.
  import: 'default',
});
