import * as styles from './spinner.css';

/**
 * A decorative, CSS-only busy ring for loading states on the first page (MUI's CircularProgress,
 * in `@tdx/ui/overlay`, costs about 1 kB there). Pair it with a text that says what is loading.
 */
export function Spinner({ size = 24 }: { size?: number }) {
  return <div aria-hidden data-testid="spinner" className={styles.ring} style={{ width: size, height: size }} />;
}
