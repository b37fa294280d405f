import type { ReactNode } from 'react';
import { ErrorBoundary } from '../features/error-page/error-boundary';

const renderNothing = () => null;

/**
 * A part of the page outside the routes (toasts, modals) whose code loads with its first use: if
 * that code cannot load even after retries, the page goes on without the part instead of going blank.
 */
export function OptionalPart({ name, children }: { name: string; children: ReactNode }) {
  return (
    <ErrorBoundary resetKey={name} fallback={renderNothing}>
      {children}
    </ErrorBoundary>
  );
}
