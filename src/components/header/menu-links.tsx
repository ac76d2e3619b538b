import type { NavMenu } from '@/content/navigation';

type MenuLinksProps = {
  items: NavMenu['items'];
  currentPath: string;
  linkClassName: string | undefined;
  /** Choosing a link closes the menus, so the panel is not open behind the next page's start. */
  onChoose: () => void;
};

/** A menu's links as list items, the current page's marked: the desktop dropdown's and the phone menu's. */
export function MenuLinks({ items, currentPath, linkClassName, onChoose }: MenuLinksProps) {
  return (
    <>
      {items.map((item) => (
        <li key={item.path + item.label}>
          <a
            href={item.path}
            className={linkClassName}
            aria-current={item.path === currentPath ? 'page' : undefined}
            onClick={onChoose}
          >
            {item.label}
          </a>
        </li>
      ))}
    </>
  );
}
