/**
 * The area error UI: plain elements and a static stylesheet, so that showing it (an area's render
 * error, a remote that failed to load) never loads MUI or emotion.
 */
import { PlainButton } from './plain-button';
// After the button's own stylesheet, so the Retry colours come later in the cascade too.
import * as styles from './area-error.css';

export interface AreaErrorProps {
  /** Human name of the area, e.g. "Wallet". */
  area: string;
  title?: string;
  message: string;
  onRetry?: () => void;
}

/** An area that cannot show its content; the rest of the page keeps working. */
export function AreaError({ area, title, message, onRetry }: AreaErrorProps) {
  return (
    <div role="alert" className={styles.box}>
      <div className={styles.texts}>
        <p className={styles.title}>{title ?? `${area} is unavailable`}</p>
        <p className={styles.message}>{message}</p>
      </div>
      {onRetry && (
        <PlainButton onClick={onRetry} outlined className={styles.retry}>
          Retry
        </PlainButton>
      )}
    </div>
  );
}

/** What each route of an area shows until that area's page is built: an honest error, not a fake page. */
export function AreaNotBuilt({ area }: { area: string }) {
  return (
    <AreaError
      area={area}
      title={`${area} is not available yet`}
      message={`The ${area} area is not built yet. Other parts of the site keep working.`}
    />
  );
}
