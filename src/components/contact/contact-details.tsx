import type { ReactNode } from 'react';
import { addressLines, site } from '@/content/site';

/** The facility's postal address from site.ts, one line per span, then anything the caller adds. */
export function PostalAddress({
  className,
  children,
}: {
  className?: string;
  children?: ReactNode;
}) {
  return (
    <address className={className}>
      {addressLines.map((line) => (
        <span key={line}>{line}</span>
      ))}
      {children}
    </address>
  );
}

/** The phone number from site.ts, as a link that dials it. */
export function PhoneLink() {
  return <a href={site.phone.href}>{site.phone.display}</a>;
}

/** The email address from site.ts, as a link that writes to it. */
export function EmailLink({ className }: { className?: string }) {
  return (
    <a href={`mailto:${site.email}`} className={className}>
      {site.email}
    </a>
  );
}
