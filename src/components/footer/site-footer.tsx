import { EmailLink, PhoneLink, PostalAddress } from '@/components/contact/contact-details';
import { CurrentYear } from '@/components/footer/current-year';
import styles from '@/components/footer/footer.module.css';
import { LegalLinks } from '@/components/footer/legal-links';
import { SocialIcon } from '@/components/footer/social-icon';
import { newTabNote } from '@/content/facts';
import { footerCopy, footerQuickLinks } from '@/content/navigation';
import { site } from '@/content/site';

/**
 * The page's last element. Each page's head holds
 * `<link rel="expect" href="#site-footer" blocking="render">` (index.html):
 * the browser paints nothing until it has read the footer, so a page's first
 * paint is the whole page. Without it, Chromium may paint once it has read
 * part of a long page (the size guide's is 120 KB), and then parses, styles
 * and lays out the rest in tasks after that paint, while a visitor is
 * already trying to use it. A cross-document view transition also waits for
 * it, so the new page fades in whole. Every page is small enough to arrive in
 * one or two round trips, so the wait is for the parser, not the network.
 * A page without this footer (the offline page) is painted once it has been
 * read in full. Browsers that do not know `rel="expect"` paint as before.
 */
const FOOTER_ID = 'site-footer';

export function SiteFooter() {
  return (
    <footer id={FOOTER_ID} className={styles.footer}>
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
