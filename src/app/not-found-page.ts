/** The not-found page the build writes, which every host deploying dist/ serves as it is. */
const NOT_FOUND_PAGE = '/404.html';

/**
 * Puts the not-found page's content, title, description and styles in place
 * of the page's (see wrong-address.ts). If the not-found page cannot be
 * fetched, the browser goes to it instead.
 */
export async function showNotFoundPage(): Promise<void> {
  try {
    const response = await fetch(NOT_FOUND_PAGE);
    const page = new DOMParser().parseFromString(await response.text(), 'text/html');
    const content = page.querySelector('main');
    const main = document.querySelector('main');
    if (!response.ok || !content || !main) throw new Error('No not-found page');
    // The rules its own HTML uses, inlined in it as in every page.
    const style = page.querySelector('style[data-stylesheet]');
    if (style) document.head.append(document.adoptNode(style));
    document.title = page.title;
    const description = page.querySelector('meta[name="description"]')?.getAttribute('content');
    if (description)
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    main.replaceWith(document.adoptNode(content));
  } catch {
    window.location.replace(NOT_FOUND_PAGE);
  }
}
