import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';

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
    <Alert
      role="alert"
      severity="error"
      sx={{ my: 3 }}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{title ?? `${area} is unavailable`}</AlertTitle>
      {message}
    </Alert>
  );
}

/** What each route of an area shows until that area's issue is built: an honest error, not a fake page. */
export function AreaNotBuilt({ area }: { area: string }) {
  return (
    <AreaError
      area={area}
      title={`${area} is not available yet`}
      message={`The ${area} area is not built yet. Other parts of the site keep working.`}
    />
  );
}
