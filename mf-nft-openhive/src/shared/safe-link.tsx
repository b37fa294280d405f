import { safeHttpUrl } from '@tdx/ui/base';

/** A link written on chain: an http(s) address opens in a new tab without referrer; anything else is shown as text only. */
export function SafeLink({ href, children }: { href: unknown; children: string }) {
  const url = safeHttpUrl(href);
  if (url === null) return <>{children}</>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer nofollow ugc">
      {children}
    </a>
  );
}
