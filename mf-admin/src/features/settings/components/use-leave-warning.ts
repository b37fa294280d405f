import { guardLeaving } from '@tdx/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { trapBackButton, type BackButtonTrap } from './back-button-trap';

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
 * `leaving` (for a confirmation dialog) when a link anywhere on the page is clicked (the shell's
 * header included), on the browser's Back, and when the shell leaves through `leavePage` (Logout).
 * `leave()` then goes where the user asked; `stay()` forgets it.
 */
export function useLeaveWarning(active: boolean) {
  const [pendingLeave, setPendingLeave] = useState<(() => void) | null>(null);
  const leaving = useRef(false);
  const backTrap = useRef<BackButtonTrap | null>(null);

  useEffect(() => {
    if (!active) return undefined;
    const hold = (leave: () => void) => setPendingLeave(() => leave);
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
      hold(() => link.click());
    };
    window.addEventListener('beforeunload', askBeforeUnload);
    document.addEventListener('click', holdLink, true);
    const removeGuard = guardLeaving((leave) => {
      if (leaving.current) return false;
      hold(leave);
      return true;
    });
    const trap = trapBackButton(() => hold(() => window.history.back()));
    backTrap.current = trap;
    return () => {
      window.removeEventListener('beforeunload', askBeforeUnload);
      document.removeEventListener('click', holdLink, true);
      removeGuard();
      backTrap.current = null;
      if (!leaving.current) trap.release();
    };
  }, [active]);

  const leave = useCallback(() => {
    if (!pendingLeave) return;
    setPendingLeave(null);
    leaving.current = true;
    if (backTrap.current) backTrap.current.release(pendingLeave);
    else pendingLeave();
  }, [pendingLeave]);

  const stay = useCallback(() => setPendingLeave(null), []);
  return { leaving: pendingLeave !== null, leave, stay };
}
