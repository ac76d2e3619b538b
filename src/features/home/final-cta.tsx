import { ButtonLink } from '@/components/button/button-link';
import { CtaBand } from '@/components/cta-band/cta-band';
import { finalCta as copy } from '@/content/home';

export function FinalCta() {
  return (
    <CtaBand id={copy.id} title={copy.title} text={copy.text} terms={copy.terms}>
      <ButtonLink to={copy.cta.path}>{copy.cta.label}</ButtonLink>
    </CtaBand>
  );
}
