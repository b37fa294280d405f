/**
 * A light button for what the first paint shows (header, fixed buttons). MUI's Button brings
 * ButtonBase, the ripple and CircularProgress: about 8.6 kB gzipped on the first page. Areas and
 * lazily loaded shell code use MUI's Button from `@tdx/ui/overlay`.
 */
import { styled, type CSSObject, type Theme } from '@mui/material/styles';
import type { ComponentProps, ComponentType } from 'react';

export type PlainButtonTone = 'text' | 'contained' | 'error';

export interface PlainButtonStyleProps {
  /** `text` (default): inherits the colour; `contained`: brand fill; `error`: error fill. */
  tone?: PlainButtonTone;
  /** Round icon button. */
  round?: boolean;
}

const FILL: Record<Exclude<PlainButtonTone, 'text'>, 'primary' | 'error'> = { contained: 'primary', error: 'error' };

export function plainButtonStyles({ theme, tone = 'text', round = false }: PlainButtonStyleProps & { theme: Theme }): CSSObject {
  const fill = tone === 'text' ? null : theme.palette[FILL[tone]];
  return {
    ...(theme.typography.button as CSSObject),
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    minHeight: 36,
    minWidth: round ? 40 : 0,
    padding: round ? theme.spacing(1) : theme.spacing(0.75, 1.25),
    border: 0,
    borderRadius: round ? '50%' : theme.shape.borderRadius,
    color: fill ? fill.contrastText : 'inherit',
    backgroundColor: fill ? fill.main : 'transparent',
    boxShadow: fill ? theme.shadows[2] : 'none',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.short }),
    '&:hover': { backgroundColor: fill ? fill.dark : theme.palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    '&:disabled': { opacity: 0.6, cursor: 'default' },
  };
}

const styleProps = new Set<string>(['tone', 'round']);
const options = { shouldForwardProp: (prop: string) => !styleProps.has(prop) };

const StyledButton = styled('button', options)<PlainButtonStyleProps>(plainButtonStyles);

/** A native `<button>` (type "button" unless told otherwise) styled as a text, contained or error button. */
export function PlainButton(props: ComponentProps<typeof StyledButton>) {
  return <StyledButton type="button" {...props} />;
}

/** The same look on another element, e.g. a router link: `asPlainButton(Link)`. */
export function asPlainButton<Props extends object>(component: ComponentType<Props>) {
  return styled(component, options)<PlainButtonStyleProps>(plainButtonStyles);
}
