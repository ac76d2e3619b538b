import type { ReactNode } from 'react';
import styles from '@/components/button/button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'onDark';

type ButtonLinkProps = {
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: 'normal' | 'small';
  onClick?: () => void;
  className?: string;
};

/** An internal link that looks like a button: navigation stays a link for assistive tech. */
export function ButtonLink({
  to,
  children,
  variant = 'primary',
  size = 'normal',
  onClick,
  className,
}: ButtonLinkProps) {
  const classes = [styles.button, styles[variant], size === 'small' && styles.small, className]
    .filter(Boolean)
    .join(' ');
  return (
    <a href={to} className={classes} onClick={onClick}>
      {children}
    </a>
  );
}
