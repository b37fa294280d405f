/**
 * A Material icon drawn from its SVG path: MUI's SvgIcon and icon factory would cost about 1 kB
 * gzipped on the first page for a few paths. Always decorative: the button carries the name.
 */
export function PathIcon({ path, id }: { path: string; id?: string }) {
  return (
    <svg viewBox="0 0 24 24" width="1.25rem" height="1.25rem" fill="currentColor" aria-hidden="true" focusable="false" data-icon={id}>
      <path d={path} />
    </svg>
  );
}

/** Material "Menu". */
export const MENU_ICON = 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z';
