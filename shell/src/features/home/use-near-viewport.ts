import { useCallback, useState, type RefCallback } from 'react';

/**
 * True once the element has come into view, and from then on. Lets a section below the fold load
 * its code and data only when someone scrolls to it (where IntersectionObserver is missing: at once).
 */
export function useNearViewport<E extends Element>(): [RefCallback<E>, boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback((element: E | null) => {
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      setNear(true);
      observer.disconnect();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, near];
}
