/**
 * Unsaved work across the parcel boundary. A page with unsaved changes installs a guard; whatever
 * leaves the page without a link (the header's Logout) calls `leavePage` instead of leaving
 * directly, so the page can ask first. Links and the Back button the page watches itself.
 */

/** Takes over a leave: asks the user and runs `leave` only on confirmation. Returns false to let it happen now. */
export type LeaveGuard = (leave: () => void) => boolean;

let activeGuard: LeaveGuard | null = null;

/** Installs the guard of the page holding unsaved work; returns its removal. */
export function guardLeaving(guard: LeaveGuard): () => void {
  activeGuard = guard;
  return () => {
    if (activeGuard === guard) activeGuard = null;
  };
}

/** Runs `leave` now, or, when a page holds unsaved work, once its user confirms. */
export function leavePage(leave: () => void): void {
  if (!activeGuard?.(leave)) leave();
}
