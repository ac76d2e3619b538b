import { ButtonLink } from '@/components/button/button-link';
import type { NavItem } from '@/content/navigation';

type ButtonLinksProps = {
  /** The first is the main action; the rest are the alternatives beside it. */
  links: readonly NavItem[];
  /** How the alternatives look: outlined on a light background, or on the dark band. */
  variant: 'outline' | 'onDark';
};

/** A row of calls to action: one primary button and its quieter alternatives. */
export function ButtonLinks({ links, variant }: ButtonLinksProps) {
  return links.map((link, index) => (
    <ButtonLink key={link.path} to={link.path} variant={index === 0 ? 'primary' : variant}>
      {link.label}
    </ButtonLink>
  ));
}
