import { startTransition, useEffect, useState } from 'react';
import { afterOpenedPage } from './page-readiness';

/**
 * False until the page the visitor opened has shown its content, the page has loaded and the
 * browser is idle (afterOpenedPage); then true, as a transition. For parts below the fold (the
 * footer) whose code and MUI's must not download or run ahead of an area's first content.
 */
export function useOpenedPageShown(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => afterOpenedPage(() => startTransition(() => setShown(true))), []);
  return shown;
}
