/**
 * A light button for what the first paint shows (header, fixed buttons), styled by a static
 * stylesheet. MUI's Button brings ButtonBase, the ripple and CircularProgress (about 8.6 kB
 * gzipped on the first page) and emotion's run-time styling. Areas and lazily loaded shell code
 * use MUI's Button from `@tdx/ui/overlay`.
 */
import type { ComponentProps, ComponentType } from 'react';
import * as styles from './plain-button.css';

export type PlainButtonTone = keyof typeof styles.tone;

export interface PlainButtonStyleProps {
  /** `text` (default): inherits the colour; `contained`: brand fill; `error`: error fill. */
  tone?: PlainButtonTone;
  /** Round icon button. */
  round?: boolean;
  /** 32 px tall instead of 36, for rows of small controls. */
  compact?: boolean;
  /** A thin border in the divider colour. */
  outlined?: boolean;
}

/** The class names of a plain button's look, followed by the caller's own. */
export function plainButtonClassName({ tone = 'text', round, compact, outlined }: PlainButtonStyleProps, className?: string): string {
  return [styles.base, styles.tone[tone], round && styles.round, compact && styles.compact, outlined && styles.outlined, className].filter(Boolean).join(' ');
}

/** A native `<button>` (type "button" unless told otherwise) styled as a text, contained or error button. */
export function PlainButton({ tone, round, compact, outlined, className, type = 'button', ...props }: PlainButtonStyleProps & ComponentProps<'button'>) {
  return <button type={type} className={plainButtonClassName({ tone, round, compact, outlined }, className)} {...props} />;
}

/** The same look on another element, e.g. a router link: `asPlainButton(Link)`. */
export function asPlainButton<Props extends { className?: string }>(Component: ComponentType<Props>) {
  return function PlainButtonLook({ tone, round, compact, outlined, className, ...props }: Props & PlainButtonStyleProps) {
    return <Component {...(props as unknown as Props)} className={plainButtonClassName({ tone, round, compact, outlined }, className)} />;
  };
}
