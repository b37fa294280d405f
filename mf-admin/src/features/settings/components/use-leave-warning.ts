import { useCallback, useEffect, useRef, useState } from 'react';

/** The same-tab link a plain left click would follow away from this page, if the click hit one. */
function linkLeavingPage(event: MouseEvent): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const destination = new URL(anchor.href, window.location.href);
  const here = window.location;
  return destination.origin === here.origin && destination.pathname === here.pathname && destination.search === here.search ? null : anchor;
}

/**
 * While `active`, leaving the page asks first: the browser's own prompt on reload or close, and
 * `leaving` (for a confirmation dialog) when a link anywhere on the page, the shell's header
 * included, is clicked. `leave()` then follows that link; `stay()` forgets it.
 */
export function useLeaveWarning(active: boolean) {
  const [blockedLink, setBlockedLink] = useState<HTMLAnchorElement | null>(null);
  const leaving = useRef(false);

  useEffect(() => {
    if (!active) return undefined;
    const askBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!leaving.current) event.preventDefault();
    };
    // Capture phase on the document: runs before the shell's router sees the click.
    const holdLink = (event: MouseEvent) => {
      if (leaving.current) return;
      const link = linkLeavingPage(event);
      if (!link) return;
      event.preventDefault();
      event.stopPropagation();
      setBlockedLink(link);
    };
    window.addEventListener('beforeunload', askBeforeUnload);
    document.addEventListener('click', holdLink, true);
    return () => {
      window.removeEventListener('beforeunload', askBeforeUnload);
      document.removeEventListener('click', holdLink, true);
    };
  }, [active]);

  const leave = useCallback(() => {
    if (!blockedLink) return;
    setBlockedLink(null);
    leaving.current = true;
    blockedLink.click();
  }, [blockedLink]);

  const stay = useCallback(() => setBlockedLink(null), []);
  return { leaving: blockedLink !== null, leave, stay };
}
