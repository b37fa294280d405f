import type { ReactNode } from 'react';

/** A link to another site in a new tab; without a URL its text stays plain. */
export function ExternalLink({ href, label, children }: { href: string | null; label: string; children: ReactNode }) {
  if (!href) return <>{children}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${label} (opens a new tab)`}>
      {children}
    </a>
  );
}
