import * as styles from './home-page.css';

/**
 * The highlights' place while their code and data load: one block as tall as the tables, striped
 * like their rows (drawn with a gradient: this sits on the first page, where every byte counts).
 */
export function HighlightsSkeleton() {
  return <div role="status" aria-label="Loading market highlights" className={styles.skeleton} />;
}
