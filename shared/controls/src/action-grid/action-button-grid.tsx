import { Box, Typography } from '@tdx/ui';
import { Button } from '@tdx/ui/overlay';
import { useId } from 'react';

export interface GridAction<Kind extends string> {
  kind: Kind;
  label: string;
  /** Why the action does not apply now (shown under its disabled button), or null. */
  unavailable: string | null;
}

export interface ActionButtonGridProps<Kind extends string> {
  /** The section's accessible name ("Actions on BEE"). */
  label: string;
  actions: readonly GridAction<Kind>[];
  onChoose: (kind: Kind) => void;
  /** The narrowest a button may get before the grid wraps. */
  minButtonWidth?: number;
}

/** A button for each action in a wrapping grid; an action that does not apply is disabled with its reason under it. */
export function ActionButtonGrid<Kind extends string>({ label, actions, onChoose, minButtonWidth = 160 }: ActionButtonGridProps<Kind>) {
  const idPrefix = useId();
  return (
    <Box component="section" aria-label={label} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: `repeat(auto-fill, minmax(${minButtonWidth}px, 1fr))` }}>
      {actions.map(({ kind, label: actionLabel, unavailable }) => (
        <Box key={kind}>
          <Button fullWidth variant="outlined" disabled={unavailable !== null} onClick={() => onChoose(kind)} aria-describedby={unavailable ? `${idPrefix}-${kind}` : undefined}>
            {actionLabel}
          </Button>
          {unavailable && (
            <Typography id={`${idPrefix}-${kind}`} variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
              {unavailable}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
