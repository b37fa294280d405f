import { startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

export interface TransitionRoot {
  render(children: ReactNode): void;
  unmount(): void;
}

/**
 * A React root whose renders are transitions: React renders a big tree (the shell's app on start,
 * an area's page on mount) in slices of a few milliseconds and lets the browser handle input
 * between them, instead of in one long task that blocks the page (Total Blocking Time).
 */
export function createTransitionRoot(container: Element | DocumentFragment): TransitionRoot {
  const root = createRoot(container);
  return {
    render: (children) => startTransition(() => root.render(children)),
    unmount: () => root.unmount(),
  };
}
