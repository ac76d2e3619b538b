import { paths } from '../src/config/paths.ts';
import {
  legalLinks,
  type OfferTermsId,
  termsAnchors,
  termsLinkCopy,
} from '../src/content/legal.ts';
import { legalCopy } from '../src/content/legal-documents.ts';
import { offerTerms } from '../src/content/terms.ts';
import { expect, test, waitForHydration } from './support/fixtures.ts';
import { allRoutes, SITE_ORIGIN } from './support/routes.ts';

/**
 * The privacy notice, offer terms and accessibility statement: prerendered
 * with their own head tags, in the sitemap, linked from every footer; and
 * every "Terms apply" beside an offer lands on that offer's section of /terms.
 */
const legalRoutes = allRoutes.filter((route) =>
  (['privacy', 'terms', 'accessibility'] as string[]).includes(route.id),
);

/** The pages that state an offer, and which offers each must link the terms of. */
const offersByPath: Record<string, OfferTermsId[]> = {
  [paths.home]: ['firstWeeks', 'competition'],
  [paths.personal]: ['firstWeeks'],
  [paths.sizeGuide]: ['firstWeeks'],
  [paths.about]: ['firstWeeks'],
  [paths.register]: ['firstWeeks', 'competition'],
  [paths.safetyDepositBoxes]: ['safetyDepositBoxes'],
};

const termsLinksIn = (html: string) =>
  (html.match(/<a [^>]*data-terms-link="[^"]+"[^>]*>/g) ?? []).map((tag) => ({
    href: tag.match(/ href="([^"]*)"/)?.[1] ?? '',
    offer: tag.match(/ data-terms-link="([^"]+)"/)?.[1] as OfferTermsId,
  }));

test('the three legal pages are prerendered with their own heading and head tags', async ({
  request,
}) => {
  expect(legalRoutes).toHaveLength(3);
  for (const route of legalRoutes) {
    const html = await (await request.get(route.path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<title>${route.title}</title>`);
    expect(head).toContain(`<meta name="description" content="${route.description}"/>`);
    expect(head).toContain(`<link rel="canonical" href="${SITE_ORIGIN}${route.path}"/>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${route.h1}</h1>`));
    // The facts only the owner can supply are on the page, highlighted.
    expect(html).toMatch(
      new RegExp(`<mark [^>]*data-owner-to-confirm[^>]*>\\[${legalCopy.toConfirmPrefix} `),
    );
  }
});

test('the sitemap lists the three legal pages', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const route of legalRoutes) expect(xml).toContain(`<loc>${SITE_ORIGIN}${route.path}</loc>`);
});

test('every page links the three legal pages from its footer', async ({ request }) => {
  for (const route of [...allRoutes.map((r) => r.path), '/no-such-page']) {
    const html = await (await request.get(route)).text();
    const footer = html.slice(html.lastIndexOf('<footer'));
    const legalNav = footer.match(/<nav aria-label="Legal"[\s\S]*?<\/nav>/)?.[0] ?? '';
    for (const link of legalLinks.links) {
      expect(legalNav, `${route} footer`).toContain(`href="${link.path}"`);
    }
  }
});

test('every "Terms apply" link lands on its offer’s section of the terms', async ({ request }) => {
  const termsHtml = await (await request.get(paths.terms)).text();
  for (const [path, offers] of Object.entries(offersByPath)) {
    const links = termsLinksIn(await (await request.get(path)).text());
    expect(new Set(links.map((link) => link.offer)), path).toEqual(new Set(offers));
    for (const { href, offer } of links) {
      expect(href).toBe(`${paths.terms}#${termsAnchors[offer]}`);
      expect(termsHtml).toContain(`id="${termsAnchors[offer]}"`);
    }
  }
  // Every offer's section exists once on /terms, under a heading.
  for (const anchor of Object.values(termsAnchors)) {
    expect(offerTerms.sections.filter((s) => s.id === anchor)).toHaveLength(1);
    expect(termsHtml).toContain(`<h2 id="${anchor}-heading">`);
  }
});

test('the registration form’s privacy sentence links the privacy notice', async ({ request }) => {
  const html = await (await request.get(paths.register)).text();
  expect(html).toMatch(new RegExp(`<a href="${paths.privacy}">privacy notice</a>`));
});

test('"Terms apply" takes the visitor to the offer’s terms, scrolled into view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(paths.safetyDepositBoxes);
  await waitForHydration(page);
  const name = `${termsLinkCopy.label} to ${termsLinkCopy.offerNames.safetyDepositBoxes}`;
  const link = page.locator('[data-terms-link="safetyDepositBoxes"]').first();
  await expect(link).toHaveAccessibleName(name);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${paths.terms}#${termsAnchors.safetyDepositBoxes}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offer Terms');
  await expect(page.locator(`#${termsAnchors.safetyDepositBoxes}-heading`)).toBeInViewport();
});

test('the footer’s legal links navigate in the app', async ({ page }) => {
  await page.goto(paths.home);
  await waitForHydration(page);
  const legal = page.getByRole('navigation', { name: legalLinks.label });
  for (const link of legalLinks.links) {
    await legal.getByRole('link', { name: link.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${link.path}$`));
    await expect(page.locator('html')).toHaveAttribute('data-route', /.+/);
    const route = legalRoutes.find((r) => r.path === link.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route?.h1 ?? '');
    await expect(page).toHaveTitle(route?.title ?? '');
  }
});
