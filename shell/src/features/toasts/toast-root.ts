import { useLayoutEffect, useState } from 'react';

/**
 * The element toasts render into: a direct child of <body>, outside #root. An open MUI dialog
 * marks every other child of <body> aria-hidden, which would hide a toast about the dialog's own
 * action (a failed login) from assistive technology and from role queries; this root refuses it.
 */
export function useToastRoot(): HTMLElement {
  const [element] = useState(() => document.createElement('div'));
  useLayoutEffect(() => {
    element.id = 'toasts';
    document.body.appendChild(element);
    const observer = new MutationObserver(() => {
      if (element.hasAttribute('aria-hidden')) element.removeAttribute('aria-hidden');
    });
    observer.observe(element, { attributes: true, attributeFilter: ['aria-hidden'] });
    return () => {
      observer.disconnect();
      element.remove();
    };
  }, [element]);
  return element;
}
