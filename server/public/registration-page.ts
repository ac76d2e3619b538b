/**
 * The pages the endpoint answers a form posted without JavaScript with: the
 * confirmation, or the page's own React form (from the server's bundle) with
 * its error summary and everything the visitor typed. They are built inside
 * the prerendered register page (its header and footer, with the site's whole
 * stylesheet), with the page's scripts removed so nothing tries to hydrate them.
 */

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FormBundle } from '../../scripts/lib/form-bundle.ts';
import { loadFormBundle } from '../../scripts/lib/form-bundle.ts';
import { escapeHtml, partialStylesheet } from '../../scripts/lib/html.ts';
import {
  type ConfirmationChannel,
  receivedText,
  registrationSent,
} from '../../src/content/registration-form.ts';
import type {
  FieldErrors,
  Registration,
  RegistrationDraft,
} from '../../src/features/registration/registration-schema.ts';
import { sentLines } from '../../src/features/registration/sent-lines.ts';

type RenderForm = FormBundle['renderRegistrationForm'];

/** The id the form's aria-labelledby names: the page's heading. */
const FORM_HEADING_ID = 'register-form-heading';

/** Styles for the confirmation and notices; the form itself is styled by the site's stylesheet. */
const PAGE_STYLE = `<style>
.reg-summary{border:5px solid var(--color-reserved);padding:var(--space-4);margin:0 0 var(--space-6)}
.reg-again{display:inline-block;border:0;font:inherit;font-weight:700;cursor:pointer;padding:.625rem 1.25rem;border-radius:var(--radius-pill);background:var(--color-brand);color:var(--color-white);text-decoration:none}
.reg-sent dt{font-weight:700}.reg-sent dd{margin:0 0 var(--space-3)}
</style>`;

/**
 * Builds pages from the prerendered register page's HTML, the React
 * registration form as the page renders it (`renderForm`, from the server's
 * bundle: scripts/lib/form-bundle.ts) and the site's whole stylesheet
 * (`wholeCss`, which the pages inline in place of the register page's part of it).
 */
export function registrationPages(
  registerPageHtml: string,
  renderForm: RenderForm,
  wholeCss?: string,
) {
  // The page inlines only the rules the register page itself uses; these
  // pages hold other markup, so they inline the whole stylesheet instead.
  const partial = wholeCss === undefined ? null : partialStylesheet(registerPageHtml);
  const styled = partial
    ? registerPageHtml.replace(partial.markup, () => `<style>${wholeCss}</style>`)
    : registerPageHtml;
  const shell = styled
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<link rel="canonical"[^>]*>/g, '');
  const page = (title: string, main: string) =>
    shell
      .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(title)}</title>`)
      .replace('</head>', `<meta name="robots" content="noindex" />${PAGE_STYLE}</head>`)
      .replace(
        /(<main\b[^>]*>)[\s\S]*<\/main>/,
        (_, open: string) =>
          `${open}<section class="section"><div class="container">${main}</div></section></main>`,
      );

  return {
    /** The confirmation; with the registration, its summary and whether an email is on its way. */
    confirmation(registration: Registration | null, confirmation: ConfirmationChannel) {
      const text = receivedText(confirmation, registration?.email);
      return page(
        registrationSent.pageTitle,
        `<h1>${registrationSent.title}</h1><p class="lead">${escapeHtml(text)}</p>` +
          (registration
            ? `<h2>${registrationSent.summaryTitle}</h2>${sentSummary(registration)}`
            : '') +
          `<p><a class="reg-again" href="/register">${registrationSent.backToForm}</a></p>`,
      );
    },
    /** The problems above the form as typed; `today` (YYYY-MM-DD, UK) sets the date picker's limits. */
    problems(draft: RegistrationDraft, errors: FieldErrors, action: string, today: string) {
      return page(
        registrationSent.errorPageTitle,
        `<h1 id="${FORM_HEADING_ID}">${registerPageHeading(registerPageHtml)}</h1>${renderForm(action, { values: draft, errors, today })}`,
      );
    },
    /**
     * The form as the visitor sent it, under a notice that it was not saved
     * (the database could not be reached): sending it again is one press.
     */
    unsaved(draft: RegistrationDraft, title: string, text: string, action: string, today: string) {
      return page(
        title,
        `<h1 id="${FORM_HEADING_ID}">${escapeHtml(title)}</h1><div class="reg-summary" role="alert"><p>${escapeHtml(text)}</p></div>${renderForm(action, { values: draft, errors: {}, today })}`,
      );
    },
    /** A page of the site's own markup under `title` (escaped here; `main` is built by the caller). */
    page,
    /** A plain page for a refusal that is not about a field (too large, too many, not allowed). */
    notice(title: string, text: string) {
      return page(
        title,
        `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/register">${registrationSent.backToForm}</a></p>`,
      );
    },
  };
}

function registerPageHeading(html: string): string {
  return /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
}

function sentSummary(r: Registration): string {
  const items = sentLines(r)
    .map(({ label, value }) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  return `<dl class="reg-sent">${items}</dl>`;
}

export type RegistrationPages = ReturnType<typeof registrationPages>;

/** The pages of the build in `root`: its register page, its stylesheet and its form's server bundle. */
export async function loadRegistrationPages(root: string): Promise<RegistrationPages> {
  const registerPage = await readFile(join(root, 'register', 'index.html'), 'utf8');
  const stylesheet = partialStylesheet(registerPage)?.href;
  const wholeCss = stylesheet ? await readFile(join(root, stylesheet), 'utf8') : undefined;
  const { renderRegistrationForm } = await loadFormBundle(root);
  return registrationPages(registerPage, renderRegistrationForm, wholeCss);
}

/**
 * Pages that take each answer from `current()`'s: those of the version of
 * the site live at that moment, so a page the server writes has the same
 * header, footer and phone number as the pages the listener sends.
 */
export function followingPages(current: () => RegistrationPages): RegistrationPages {
  return {
    confirmation: (...args) => current().confirmation(...args),
    problems: (...args) => current().problems(...args),
    unsaved: (...args) => current().unsaved(...args),
    page: (...args) => current().page(...args),
    notice: (...args) => current().notice(...args),
  };
}
