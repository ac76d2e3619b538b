import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RegistrationForm } from '@/features/registration/registration-form';
import type { StaticFormState } from '@/features/registration/use-registration-form';

/**
 * The registration form as the page renders it, filled in with what the
 * visitor sent and its errors, for the pages the server answers a form posted
 * without JavaScript with. Built on its own, with every package inside, into
 * the server's bundle beside the site (scripts/lib/form-bundle.ts).
 */
export function renderRegistrationForm(endpoint: string, state: StaticFormState): string {
  return renderToStaticMarkup(
    <StaticRouter location={paths.register}>
      <RegistrationForm endpoint={endpoint} initial={state} />
    </StaticRouter>,
  );
}
