/**
 * The pages the endpoint answers a form posted without JavaScript with: the
 * confirmation, or the error summary above the form with everything the
 * visitor typed. They are built inside the prerendered register page (its
 * header and footer, with the site's whole stylesheet), with the page's
 * scripts removed so nothing tries to hydrate them.
 */
import {
  type ConfirmationChannel,
  notSureLabel,
  privacyNoticePath,
  receivedText,
  registrationFieldCopy,
  registrationFormCopy,
  registrationSent,
  storageTypeLabels,
} from '../../src/content/registration-form.ts';
import { moveInDateRange } from '../../src/features/registration/move-in-dates.ts';
import {
  type FieldErrors,
  fieldLabels,
  HONEYPOT_FIELD,
  NOT_SURE,
  orderedErrors,
  type Registration,
  type RegistrationDraft,
  registrationLimits,
  storageTypes,
  unitSizes,
} from '../../src/features/registration/registration-schema.ts';
import { sentLines } from '../../src/features/registration/sent-lines.ts';
import { escapeHtml, partialStylesheet } from '../lib/html.ts';

export const fieldId = (field: string) => `registration-${field}`;

/** A short stylesheet for the server-rendered form; colours and spacing come from the site's tokens. */
const PAGE_STYLE = `<style>
.reg{max-width:40rem}.reg-field{margin:0 0 var(--space-5)}.reg label,.reg legend{display:block;font-weight:700;margin-bottom:var(--space-1)}
.reg input[type=text],.reg input[type=email],.reg input[type=tel],.reg input[type=date],.reg select,.reg textarea{font:inherit;width:100%;padding:.5rem;border:2px solid var(--color-ink-soft);border-radius:var(--radius-s)}
.reg fieldset{border:0;margin:0 0 var(--space-5);padding:0}.reg-hint{color:var(--color-ink-soft);margin:0 0 var(--space-1)}
.reg-error{color:var(--color-reserved);font-weight:700;margin:0 0 var(--space-1)}.reg-field--error{border-left:5px solid var(--color-reserved);padding-left:var(--space-3)}
.reg-summary{border:5px solid var(--color-reserved);padding:var(--space-4);margin:0 0 var(--space-6)}.reg-summary a{color:var(--color-reserved);font-weight:700}
.reg-choice{display:flex;gap:var(--space-2);align-items:center;font-weight:400!important}.reg-hidden{position:absolute;left:-10000px}
.reg button,.reg-again{display:inline-block;font:inherit;font-weight:700;padding:.625rem 1.25rem;border:0;border-radius:var(--radius-pill);background:var(--color-brand);color:var(--color-white);text-decoration:none}
.reg-sent dt{font-weight:700}.reg-sent dd{margin:0 0 var(--space-3)}
</style>`;

/**
 * Builds pages from the prerendered register page's HTML and the site's whole
 * stylesheet (`wholeCss`, which the pages inline in place of the register
 * page's part of it).
 */
export function registrationPages(registerPageHtml: string, wholeCss?: string) {
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
        `<h1>${registerPageHeading(registerPageHtml)}</h1>${errorSummary(errors)}${form(draft, errors, action, today)}`,
      );
    },
    /**
     * The form as the visitor sent it, under a notice that it was not saved
     * (the database could not be reached): sending it again is one press.
     */
    unsaved(draft: RegistrationDraft, title: string, text: string, action: string, today: string) {
      return page(
        title,
        `<h1>${escapeHtml(title)}</h1><div class="reg-summary" role="alert"><p>${escapeHtml(text)}</p></div>${form(draft, {}, action, today)}`,
      );
    },
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

function errorSummary(errors: FieldErrors): string {
  const items = orderedErrors(errors)
    .map(({ field, message }) => `<li><a href="#${fieldId(field)}">${escapeHtml(message)}</a></li>`)
    .join('');
  return `<div class="reg-summary" role="alert" aria-labelledby="reg-summary-title" tabindex="-1"><h2 id="reg-summary-title">${registrationFormCopy.errorSummaryTitle}</h2><ul>${items}</ul></div>`;
}

type Control = (id: string, describedBy: string, invalid: string) => string;

function field(
  name: keyof RegistrationDraft,
  errors: FieldErrors,
  control: Control,
  hint?: string,
) {
  const id = fieldId(name);
  const error = errors[name];
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const describedBy = ids ? ` aria-describedby="${ids}"` : '';
  return (
    `<div class="reg-field${error ? ' reg-field--error' : ''}"><label for="${id}">${escapeHtml(fieldLabels[name])}</label>` +
    (hint ? `<p class="reg-hint" id="${id}-hint">${escapeHtml(hint)}</p>` : '') +
    (error
      ? `<p class="reg-error" id="${id}-error"><span class="visually-hidden">${registrationFormCopy.errorPrefix} </span>${escapeHtml(error)}</p>`
      : '') +
    `${control(id, describedBy, error ? ' aria-invalid="true"' : '')}</div>`
  );
}

function form(
  draft: RegistrationDraft,
  errors: FieldErrors,
  action: string,
  today: string,
): string {
  const dates = moveInDateRange(today);
  const optIn = registrationFieldCopy.marketingOptIn;
  const optInHint = `${fieldId('marketingOptIn')}-hint`;
  const v = (value: string) => escapeHtml(value);
  const input = (name: string, type: string, value: string, extra = ''): Control => {
    return (id, described, invalid) =>
      `<input id="${id}" name="${name}" type="${type}" value="${v(value)}"${described}${invalid}${extra}>`;
  };
  const radios = storageTypes
    .map(
      (type) =>
        `<label class="reg-choice"><input type="radio" name="storageType" value="${type}"${draft.storageType === type ? ' checked' : ''}${type === storageTypes[0] ? ` id="${fieldId('storageType')}"` : ''}> ${storageTypeLabels[type]}</label>`,
    )
    .join('');
  const sizes = unitSizes
    .map(
      (size) =>
        `<option value="${size}"${draft.unitSize === size ? ' selected' : ''}>${size === NOT_SURE ? notSureLabel : `${size} sq ft`}</option>`,
    )
    .join('');
  return (
    `<form class="reg" method="post" action="${v(action)}">` +
    field('name', errors, input('name', 'text', draft.name, ' autocomplete="name" required')) +
    field(
      'email',
      errors,
      input('email', 'email', draft.email, ' autocomplete="email"'),
      registrationFieldCopy.email.hint,
    ) +
    field(
      'phone',
      errors,
      input('phone', 'tel', draft.phone, ' autocomplete="tel"'),
      registrationFieldCopy.phone.hint,
    ) +
    `<fieldset><legend>${fieldLabels.storageType}</legend>${radios}</fieldset>` +
    field(
      'unitSize',
      errors,
      (id, d, i) => `<select id="${id}" name="unitSize"${d}${i}>${sizes}</select>`,
    ) +
    field(
      'moveInDate',
      errors,
      input(
        'moveInDate',
        'date',
        draft.moveInDate,
        ` min="${dates.earliest}" max="${dates.latest}"`,
      ),
    ) +
    field(
      'message',
      errors,
      (id, d, i) =>
        `<textarea id="${id}" name="message" rows="5" maxlength="${registrationLimits.messageMax}"${d}${i}>${v(draft.message)}</textarea>`,
    ) +
    // Label and hint as the React form shows them: together, the wording stored with the consent.
    `<div class="reg-field"><label class="reg-choice"><input type="checkbox" name="marketingOptIn" value="yes" aria-describedby="${optInHint}"${draft.marketingOptIn ? ' checked' : ''}> ${escapeHtml(optIn.label)}</label><p class="reg-hint" id="${optInHint}">${escapeHtml(optIn.hint)}</p></div>` +
    (draft.unitId ? `<input type="hidden" name="unitId" value="${v(draft.unitId)}">` : '') +
    `<div class="reg-hidden" aria-hidden="true"><label for="reg-hp">${HONEYPOT_FIELD}</label><input id="reg-hp" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></div>` +
    `<p>${registrationFormCopy.privacyBefore} <a href="${privacyNoticePath}">${registrationFormCopy.privacyLink}</a> ${registrationFormCopy.privacyAfter}</p>` +
    `<button type="submit">${registrationFormCopy.submit}</button></form>`
  );
}
