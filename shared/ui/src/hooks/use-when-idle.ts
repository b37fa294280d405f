import { startTransition, useEffect, useState } from 'react';
import { afterPageLoad } from '../scheduling/after-page-load';

/**
 * False on the first render, true once the page has loaded and the browser has had an idle moment:
 * for content that should not compete with the page's first content (a chart, the footer). What it
 * shows then renders as a transition, in slices.
 */
export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => afterPageLoad(() => startTransition(() => setIdle(true))), []);
  return idle;
}
