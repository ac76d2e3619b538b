import type { ReactNode, Ref } from 'react';

type IconButtonProps = {
  /** The button's accessible name: its face is an icon. */
  label: string;
  className?: string;
  /** The id of the region it changes (carousels), when there is one. */
  controls?: string;
  disabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
  onClick: () => void;
  /** The icon, hidden from assistive tech by the caller's markup. */
  children: ReactNode;
};

/** A button whose face is an icon (previous, next, pause, zoom), named by its label. */
export function IconButton({
  label,
  className,
  controls,
  disabled,
  ref,
  onClick,
  children,
}: IconButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      className={className}
      aria-label={label}
      aria-controls={controls}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
