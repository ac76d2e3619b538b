import { ButtonLink } from '@/components/button/button-link';
import { CtaBand } from '@/components/cta-band/cta-band';
import { aboutCta as copy } from '@/content/about';

export function AboutCta() {
  return (
    <CtaBand id={copy.id} title={copy.title} text={copy.text} terms={copy.terms}>
      <ButtonLink to={copy.cta.path}>{copy.cta.label}</ButtonLink>
      <ButtonLink to={copy.secondary.path} variant="onDark">
        {copy.secondary.label}
      </ButtonLink>
    </CtaBand>
  );
}
