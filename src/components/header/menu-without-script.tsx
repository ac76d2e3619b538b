import { ButtonLink } from '@/components/button/button-link';
import styles from '@/components/header/header.module.css';
import { MenuLinks } from '@/components/header/menu-links';
import { navigationCopy, navMenus, registerCta } from '@/content/navigation';

const ignore = () => undefined;

/**
 * The phone menu for a browser without JavaScript: a disclosure the browser
 * opens and closes by itself, drawn as the menu button. The stylesheet shows
 * it only when scripting is off (in place of the script's button and panel,
 * which then cannot open), so the page with JavaScript is drawn as before.
 */
export function MenuWithoutScript({ currentPath }: { currentPath: string }) {
  return (
    <details className={styles.menuWithoutScript}>
      <summary className={styles.menuButton}>
        <span className={styles.menuIcon} aria-hidden="true" />
        {navigationCopy.menuButton}
      </summary>
      <nav className={styles.panelWithoutScript} aria-label={navigationCopy.mainMenu}>
        {navMenus.map((menu) => (
          <div key={menu.id} className={styles.mobileGroup}>
            <p className={styles.groupHeading}>{menu.label}</p>
            <ul className={styles.mobileGroupList}>
              <MenuLinks
                items={menu.items}
                currentPath={currentPath}
                linkClassName={styles.mobileLink}
                onChoose={ignore}
              />
            </ul>
          </div>
        ))}
        <ButtonLink to={registerCta.path} className={styles.mobileCta}>
          {registerCta.label}
        </ButtonLink>
      </nav>
    </details>
  );
}
