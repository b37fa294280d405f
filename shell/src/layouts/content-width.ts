export type ContentWidth = 'sm' | 'md' | 'lg' | 'xl';

/**
 * Centred content of at most the theme's `maxWidth` breakpoint, with the page's side gutters: what
 * MUI's Container draws, as plain `sx` (Container's own code cost the first page ~0.6 kB).
 */
export function contentWidth(maxWidth: ContentWidth = 'lg') {
  return { width: '100%', mx: 'auto', px: { xs: 2, sm: 3 }, maxWidth } as const;
}
