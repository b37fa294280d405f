import { PlainButton } from '@tdx/ui/base';
import type { ComponentProps } from 'react';

/**
 * A small button inside a toast (the light one: the toaster must not pull in the dialog kit); the
 * toast's own click action does not run for it.
 */
export function ToastButton({ onPress, ...props }: Omit<ComponentProps<'button'>, 'onClick'> & { onPress: () => void }) {
  return (
    <PlainButton
      {...props}
      onClick={(event) => {
        event.stopPropagation();
        onPress();
      }}
    />
  );
}
