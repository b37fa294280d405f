import { lazyThemed, PlainButton } from '@tdx/ui/base';
import { Suspense, useState } from 'react';

const TokenSelectorDialog = lazyThemed(() => import('./token-selector-dialog'));

/** Picks another market: the button is light; the dialog and its token list load when first opened. */
export function TokenSelector({ current }: { current: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const show = () => {
    setWanted(true);
    setOpen(true);
  };
  return (
    <>
      <PlainButton onClick={show} outlined compact>
        Change market
      </PlainButton>
      {wanted && (
        <Suspense fallback={null}>
          <TokenSelectorDialog current={current} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
