import { EmailLink, PhoneLink, PostalAddress } from '@/components/contact/contact-details';
import { CurrentYear } from '@/components/footer/current-year';
import styles from '@/components/footer/footer.module.css';
import { LegalLinks } from '@/components/footer/legal-links';
import { SocialIcon } from '@/components/footer/social-icon';
import { newTabNote } from '@/content/facts';
import { footerCopy, footerQuickLinks } from '@/content/navigation';
import { site } from '@/content/site';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className={styles.brand}>
            {site.brand}
          </h2>
          <p className={styles.blurb}>
            {site.blurbLead} <span className={styles.blurbMore}>{site.blurbMore}</span>
          </p>
          <ul className={styles.social} aria-label={footerCopy.followUs}>
            {site.social.map(({ network, href }) => (
              <li key={network}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.socialLink}
                >
                  <SocialIcon network={network} />
                  <span>{network}</span>
                  <span className="visually-hidden">{newTabNote}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {footerCopy.contact}
          </h2>
          <PostalAddress className={styles.address}>
            <PhoneLink />
            <EmailLink className={styles.email} />
          </PostalAddress>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {footerCopy.quickLinks}
          </h2>
          <ul className={styles.links}>
            {footerQuickLinks.map((link) => (
              <li key={link.path}>
                <a href={link.path}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <LegalLinks />
      <p className={styles.copyright}>
        © <CurrentYear /> {site.brand}. {footerCopy.rightsReserved}
      </p>
    </footer>
  );
}
