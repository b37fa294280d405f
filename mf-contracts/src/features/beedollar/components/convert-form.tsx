import { TokenAmountField, useTokenAmount } from '@tdx/controls';
import { fetchData, useBroadcast } from '@tdx/data';
import { openLoginModal } from '@tdx/session';
import { Stack, Typography } from '@tdx/ui';
import { Alert } from '@tdx/ui/extra';
import { Button, CircularProgress } from '@tdx/ui/overlay';
import { useState, type FormEvent } from 'react';
import { beeDollarParamsQuery, priceSourcesQuery } from '../api/beedollar-queries';
import { readConversion } from '../api/read-conversion';
import { BEE_PRECISION, BEE_SYMBOL, beePriceInUsd, previewConversion, type BeeDollarParams, type ConversionPreview as Preview } from '../model/conversion';
import { conversionProblemText, conversionResultText, plainBee } from '../model/conversion-text';
import { convertAction } from '../model/convert-action';
import { ConversionPreview } from './conversion-preview';

export interface ConvertFormProps {
  /** The signed-in account, or null for a visitor. */
  account: string | null;
  params: BeeDollarParams;
  /** BEE in USD from the pools as last read. */
  price: string;
  /** The account's liquid BEE (undefined while loading or for a visitor). */
  beeBalance: string | undefined;
}

export const PRICE_MOVED_TEXT = 'The BEE price changed since this preview. Check the new amount of BEED, then convert again.';
export const PRICE_UNREADABLE_TEXT = 'The pools could not be read to check the price. Nothing was sent; try again.';
export const BALANCE_LOADING_TEXT = 'Your BEE balance is still loading. Try again in a moment.';
export const ONE_WAY_TEXT =
  'One way only: the whole amount of BEE is burned (sent to the null account, out of circulation for good). BEED cannot be turned back into BEE here.';

/** The pools and params read again, and what they make of `quantity` now. */
async function freshPreview(quantity: string): Promise<Preview> {
  const [params, sources] = await Promise.all([fetchData(beeDollarParamsQuery, undefined), fetchData(priceSourcesQuery, undefined)]);
  return previewConversion(quantity, params, beePriceInUsd(sources.beeInHive, sources.hiveInHbd));
}

/** The amount of BEE to convert, its live preview, and the `beedollar.convert` broadcast. */
export function ConvertForm({ account, params, price, beeBalance }: ConvertFormProps) {
  const amount = useTokenAmount({ precision: BEE_PRECISION, balance: account ? beeBalance : undefined });
  const [notice, setNotice] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const broadcast = useBroadcast();
  const preview: Preview = amount.valid ? previewConversion(amount.value, params, price) : { kind: 'none' };
  const problem = conversionProblemText(preview);
  const busy = checking || broadcast.waiting;

  const type = (value: string) => {
    amount.setValue(value);
    setNotice(null);
    setResult(null);
    broadcast.reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!account) return openLoginModal();
    // An empty or unfinished amount says why once sent; other refusals are already shown beside the field.
    if (!amount.valid) return void amount.confirm();
    const quantity = amount.value;
    if (busy || preview.kind !== 'conversion') return;
    if (beeBalance === undefined) return setNotice(BALANCE_LOADING_TEXT);
    setChecking(true);
    let fresh: Preview;
    try {
      fresh = await freshPreview(quantity);
    } catch {
      return setNotice(PRICE_UNREADABLE_TEXT);
    } finally {
      setChecking(false);
    }
    // The page re-renders on the fresh pools: the preview shown is then the one that would be sent.
    if (JSON.stringify(fresh) !== JSON.stringify(preview)) return setNotice(PRICE_MOVED_TEXT);
    const outcome = await broadcast.run({
      actions: convertAction(quantity),
      displayName: 'Convert BEE to BEED',
      successMessage: `Converted ${plainBee(quantity)} to BEED`,
      name: 'beedollar-convert',
    });
    if (outcome?.status === 'confirmed') {
      amount.setValue('');
      const conversion = await readConversion(outcome.transactionId).catch(() => null);
      setResult(conversionResultText(quantity, conversion));
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Convert BEE to BEED">
      <Stack spacing={0.5}>
        <TokenAmountField label="BEE to convert" symbol={BEE_SYMBOL} amount={{ ...amount, setValue: type }} disabled={busy} />
        <Typography role="status" variant="body2" color={problem ? 'error.main' : 'text.secondary'}>
          {problem ?? `Minimum: ${plainBee(params.minConvertibleAmount)}`}
        </Typography>
      </Stack>
      {preview.kind === 'conversion' && <ConversionPreview quantity={amount.value} preview={preview} params={params} />}
      <Alert severity="info" role="note">
        {ONE_WAY_TEXT}
      </Alert>
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? <CircularProgress size={22} aria-label="Converting" /> : account ? 'Convert to BEED' : 'Log in to convert'}
      </Button>
      {(notice ?? broadcast.problem) && (
        <Alert severity={notice ? 'warning' : 'error'} role="alert">
          {notice ?? broadcast.problem}
        </Alert>
      )}
      {result && (
        <Alert severity="success" role="status">
          {result}
        </Alert>
      )}
    </Stack>
  );
}
