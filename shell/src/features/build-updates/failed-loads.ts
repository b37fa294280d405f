/** The address of a script or stylesheet whose loading failed, from an `error` event; null for other errors. */
export function failedFileUrl(event: Event): string | null {
  const { target } = event;
  if (target instanceof HTMLScriptElement && target.src) return target.src;
  if (target instanceof HTMLLinkElement && target.rel === 'stylesheet' && target.href) return target.href;
  return null;
}

/**
 * Calls `onFailure` with the address of every script or stylesheet that fails to load: webpack
 * chunks and Module Federation entries alike, from any app. Load errors do not bubble, so this
 * listens in the capture phase. Returns the stop function.
 */
export function listenForFailedLoads(onFailure: (url: string) => void, target: Window = window): () => void {
  const listener = (event: Event) => {
    const url = failedFileUrl(event);
    if (url) onFailure(url);
  };
  target.addEventListener('error', listener, true);
  return () => target.removeEventListener('error', listener, true);
}
