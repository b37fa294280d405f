import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * An in-app link: a real `<a href>` (open in a new tab, copy the address) that navigates without a
 * page load on a plain click. react-router's own `Link` also carries framework-mode prefetching,
 * about 11 kB of every first page that this site never uses (docs/DECISIONS.md, "First page").
 */
export function Link({ to, replace, state, target, onClick, ref, ...anchorProps }: LinkProps) {
  const href = useHref(to);
  const navigateOnPlainClick = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigateOnPlainClick(event);
  };
  return <a {...anchorProps} ref={ref} href={href} target={target} onClick={handleClick} />;
}
