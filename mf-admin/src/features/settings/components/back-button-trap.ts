/** Marks the extra history entry the trap puts on top of the page's own. */
const TRAP_ENTRY = 'tdxBackButtonTrap';

function onTrapEntry(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && TRAP_ENTRY in state;
}

export interface BackButtonTrap {
  /** Stops trapping and takes the extra entry away (when it is current), then runs `then`. */
  release(then?: () => void): void;
}

/**
 * The browser's Back cannot be cancelled, so the trap puts a copy of the page's history entry on
 * top: Back lands on the same address (routers see no change), `onBack` runs and the copy goes
 * back on top. Back across several entries (the history menu) is not this page's any more.
 */
export function trapBackButton(onBack: () => void): BackButtonTrap {
  const href = window.location.href;
  const pushTrapEntry = () => window.history.pushState({ ...(window.history.state as object | null), [TRAP_ENTRY]: true }, '', href);
  const backOnThisPage = () => {
    if (onTrapEntry() || window.location.href !== href) return;
    pushTrapEntry();
    onBack();
  };
  pushTrapEntry();
  window.addEventListener('popstate', backOnThisPage);
  return {
    release(then) {
      window.removeEventListener('popstate', backOnThisPage);
      if (!onTrapEntry()) {
        then?.();
        return;
      }
      if (then) window.addEventListener('popstate', () => then(), { once: true });
      window.history.back();
    },
  };
}
