import { registerForm } from '@/content/register';
import { site } from '@/content/site';

/** What the register page offers when the form widget cannot load: phone, email and the 24-hour promise. */
export function RegistrationFallback() {
  return (
    <>
      <h3>{registerForm.fallbackTitle}</h3>
      <p>{registerForm.fallbackText}</p>
      <p>
        {registerForm.phoneLabel} <a href={site.phone.href}>{site.phone.display}</a>
        <br />
        {registerForm.emailLabel} <a href={`mailto:${site.email}`}>{site.email}</a>
      </p>
      <p>{registerForm.fallbackReply}</p>
    </>
  );
}
