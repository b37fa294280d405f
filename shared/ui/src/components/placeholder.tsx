import type { Breakpoint } from '@mui/material/styles';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import * as styles from './placeholder.css';

type Size = number | string;

export interface PlaceholderProps {
  /** CSS width (number = px); the whole line by default. */
  width?: Size;
  /** CSS height (number = px), or one per breakpoint (each from that breakpoint up). */
  height: Size | Partial<Record<Breakpoint, Size>>;
  /** `line`: a text line's bar inside that height (as MUI's text Skeleton); `block` (default) fills it. */
  shape?: 'block' | 'line';
  /** Set it when the placeholder is all a region shows, e.g. "Loading open orders". */
  'aria-label'?: string;
}

const BREAKPOINTS: readonly Breakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl'];
/** Typed for the classes' lookup; `xs` never reaches it (it is always first). */
type LargerBreakpoint = Exclude<Breakpoint, 'xs'>;
const css = (size: Size) => (typeof size === 'number' ? `${size}px` : size);

/**
 * A pulsing grey block standing in for content that is loading: the look of MUI's Skeleton at a
 * fraction of its bytes, from a static stylesheet (it sits on areas' first paint). Still when the
 * user asks for less motion.
 */
export function Placeholder({ width = '100%', height, shape = 'block', 'aria-label': label }: PlaceholderProps) {
  const heights: Partial<Record<Breakpoint, Size>> = typeof height === 'object' ? height : { xs: height };
  // The smallest given height holds from 0 up; each larger one from its breakpoint up.
  const [first = 'xs', ...larger] = BREAKPOINTS.filter((breakpoint) => heights[breakpoint] !== undefined) as LargerBreakpoint[];
  const vars: Record<string, string> = { [styles.width]: css(width), [styles.heightFrom.xs]: css(heights[first] ?? 0) };
  for (const breakpoint of larger) vars[styles.heightFrom[breakpoint]] = css(heights[breakpoint] ?? 0);
  const className = [styles.block, shape === 'line' && styles.line, ...larger.map((breakpoint) => styles.heightChangesAt[breakpoint])].filter(Boolean).join(' ');
  return (
    <div
      data-testid="placeholder"
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
      className={className}
      style={assignInlineVars(vars)}
    />
  );
}
