import { ButtonLink } from '@/components/button/button-link';
import styles from '@/components/header/header.module.css';
import { MenuWithoutScript } from '@/components/header/menu-without-script';
import { MobileMenuButton, MobileNav } from '@/components/header/mobile-nav';
import { NavDropdown } from '@/components/header/nav-dropdown';
import { paths } from '@/config/paths';
import { logo } from '@/content/brand-assets';
import { navigationCopy, navMenus, registerCta } from '@/content/navigation';
import { site } from '@/content/site';
import { useAppStore } from '@/store/app-store';

type SiteHeaderProps = {
  /** The page's own path: its links in the menus are marked as the current page. */
  currentPath: string;
};

/**
 * The site's header: an island (see src/app/root-layout.tsx). Its links are
 * plain links, each loading its page as a document.
 */
export function SiteHeader({ currentPath }: SiteHeaderProps) {
  const closeMenus = useAppStore((s) => s.closeMenus);
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <a href={paths.home} className={styles.logoLink} onClick={closeMenus}>
          <img
            src={logo.src}
            width={logo.width}
            height={logo.height}
            alt={`${site.brand} home`}
            className={styles.logo}
          />
        </a>
        <nav className={styles.desktopNav} aria-label={navigationCopy.mainMenu}>
          <ul className={styles.pill}>
            {navMenus.map((menu) => (
              <NavDropdown key={menu.id} menu={menu} currentPath={currentPath} />
            ))}
          </ul>
        </nav>
        <ButtonLink to={registerCta.path} size="small" className={styles.headerCta}>
          {registerCta.label}
        </ButtonLink>
        <MobileMenuButton />
        <MenuWithoutScript currentPath={currentPath} />
      </div>
      <MobileNav currentPath={currentPath} />
    </header>
  );
}
