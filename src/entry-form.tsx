import { renderToStaticMarkup } from 'react-dom/server';
import { RegistrationForm } from '@/features/registration/registration-form';
import type { StaticFormState } from '@/features/registration/use-registration-form';

/**
 * The registration form as the page renders it, filled in with what the
 * visitor sent and its errors, for the pages the server answers a form posted
 * without JavaScript with. Built on its own, with every package inside, into
 * the server's bundle beside the site (scripts/lib/form-bundle.ts).
 */
export function renderRegistrationForm(endpoint: string, state: StaticFormState): string {
  // No router: the form's links are plain links, as on the page.
  return renderToStaticMarkup(<RegistrationForm endpoint={endpoint} initial={state} />);
}
