import styles from '@/components/footer/legal-links.module.css';
import { legalLinks } from '@/content/legal';

/** The privacy notice, offer terms and accessibility statement, on every page. */
export function LegalLinks() {
  return (
    <nav aria-label={legalLinks.label} className={styles.legal}>
      <ul className={styles.list}>
        {legalLinks.links.map((link) => (
          <li key={link.path}>
            <a href={link.path}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
