import { useEffect } from 'react';
import { ButtonLink } from '@/components/button/button-link';
import styles from '@/components/header/header.module.css';
import { MenuLinks } from '@/components/header/menu-links';
import { navigationCopy, navMenus, registerCta } from '@/content/navigation';
import { useAppStore } from '@/store/app-store';
import { selectExpandedMobileGroups, selectMobileMenuOpen } from '@/store/menu-slice';

const PANEL_ID = 'mobile-menu';

export function MobileMenuButton() {
  const open = useAppStore(selectMobileMenuOpen);
  const toggle = useAppStore((s) => s.toggleMobileMenu);
  return (
    <button
      type="button"
      className={styles.menuButton}
      aria-expanded={open}
      aria-controls={PANEL_ID}
      onClick={toggle}
    >
      <span className={styles.menuIcon} data-open={open} aria-hidden="true" />
      {navigationCopy.menuButton}
    </button>
  );
}

/** The phone menu: three collapsible groups; choosing any link closes the panel. */
export function MobileNav({ currentPath }: { currentPath: string }) {
  const open = useAppStore(selectMobileMenuOpen);
  const expanded = useAppStore(selectExpandedMobileGroups);
  const toggleGroup = useAppStore((s) => s.toggleMobileGroup);
  const closeMenus = useAppStore((s) => s.closeMenus);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMenus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, closeMenus]);

  return (
    <nav
      id={PANEL_ID}
      className={styles.mobilePanel}
      aria-label={navigationCopy.mainMenu}
      data-mobile-panel=""
      hidden={!open}
    >
      {navMenus.map((menu) => {
        const groupOpen = expanded.includes(menu.id);
        const listId = `mobile-group-${menu.id}`;
        return (
          <div key={menu.id} className={styles.mobileGroup}>
            <button
              type="button"
              className={styles.mobileGroupButton}
              aria-expanded={groupOpen}
              aria-controls={listId}
              onClick={() => toggleGroup(menu.id)}
            >
              {menu.label}
              <span className={styles.chevron} aria-hidden="true" />
            </button>
            <ul
              id={listId}
              className={styles.mobileGroupList}
              data-mobile-group=""
              hidden={!groupOpen}
            >
              <MenuLinks
                items={menu.items}
                currentPath={currentPath}
                linkClassName={styles.mobileLink}
                onChoose={closeMenus}
              />
            </ul>
          </div>
        );
      })}
      <ButtonLink to={registerCta.path} onClick={closeMenus} className={styles.mobileCta}>
        {registerCta.label}
      </ButtonLink>
    </nav>
  );
}
