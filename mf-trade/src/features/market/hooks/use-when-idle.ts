import { useEffect, useState } from 'react';
import { afterPageLoad } from '@tdx/ui/scheduling';

/**
 * False on the first render, true once the page has loaded and the browser has had an idle moment:
 * for heavy content that should not compete with the first paint.
 */
export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => afterPageLoad(() => setIdle(true)), []);
  return idle;
}
