import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import styles from '@/components/header/header.module.css';
import { MenuLinks } from '@/components/header/menu-links';
import { useDropdownDismiss } from '@/components/header/use-dropdown-dismiss';
import type { NavMenu } from '@/content/navigation';
import { MENU_CLOSE_DELAY_MS } from '@/content/ui-constants';
import { useAppStore } from '@/store/app-store';

/**
 * One desktop dropdown, following the WAI-ARIA disclosure navigation pattern:
 * a button with aria-expanded that shows a list of links. It opens on hover,
 * on click and from the keyboard, and closes 200 ms after the pointer leaves
 * so a diagonal move towards the panel does not shut it.
 */
export function NavDropdown({ menu, currentPath }: { menu: NavMenu; currentPath: string }) {
  const open = useAppStore((s) => s.openDropdown === menu.id);
  const openMenu = useAppStore((s) => s.openDropdownMenu);
  const toggleMenu = useAppStore((s) => s.toggleDropdownMenu);
  const closeMenu = useAppStore((s) => s.closeDropdownMenu);
  const closeMenus = useAppStore((s) => s.closeMenus);
  const wrapperRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const lastPointer = useRef<string>('mouse');
  const panelId = `nav-panel-${menu.id}`;

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  // The close timer must not fire after the header unmounts.
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  const dismiss = useCallback(() => closeMenu(menu.id), [closeMenu, menu.id]);
  useDropdownDismiss(open, wrapperRef, dismiss);

  const links = () => Array.from(listRef.current?.querySelectorAll('a') ?? []);
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const onPointerEnter = (event: PointerEvent) => {
    lastPointer.current = event.pointerType;
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    openMenu(menu.id);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    closeTimer.current = window.setTimeout(() => closeMenu(menu.id), MENU_CLOSE_DELAY_MS);
  };

  const onButtonClick = (event: { detail: number }) => {
    // A mouse click on a menu that hover already opened keeps it open;
    // keyboard (detail 0) and touch clicks toggle it.
    if (event.detail > 0 && lastPointer.current === 'mouse') openMenu(menu.id);
    else toggleMenu(menu.id);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      // Render the panel now so its links can take focus in this same event.
      flushSync(() => openMenu(menu.id));
      focusLink(event.key === 'ArrowDown' ? 0 : -1);
    } else if (event.key === 'Escape' && open) {
      closeMenu(menu.id);
    }
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    const index = links().indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: -1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusLink(moves[event.key] ?? 0);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      closeMenu(menu.id);
      buttonRef.current?.focus();
    }
  };

  return (
    <li
      ref={wrapperRef}
      className={styles.dropdown}
      data-nav-item=""
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.dropdownButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
      >
        {menu.label}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <ul
        ref={listRef}
        id={panelId}
        className={styles.dropdownPanel}
        data-nav-panel=""
        hidden={!open}
        onKeyDown={onListKeyDown}
      >
        <MenuLinks
          items={menu.items}
          currentPath={currentPath}
          linkClassName={styles.dropdownLink}
          onChoose={closeMenus}
        />
      </ul>
    </li>
  );
}
