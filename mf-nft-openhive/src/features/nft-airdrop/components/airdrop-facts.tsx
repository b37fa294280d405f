import { FEE_PRECISION, FEE_SYMBOL } from '@tdx/controls';
import { Stack, Typography } from '@tdx/ui';
import { formatTokenAmount } from '@tdx/ui/extra';
import { LoadFailure } from '../../../shared';
import { airdropFee } from '../model/airdrop-rules';
import type { AirdropInputs } from '../model/use-airdrop-inputs';

const bee = (amount: string) => `${formatTokenAmount(amount, FEE_PRECISION)} ${FEE_SYMBOL}`;

/**
 * What the airdrop works with: the instances the user may send, the fee (for the NFTs still to
 * send once a plan exists) and the user's BEE, each with its loading and failure state.
 */
export function AirdropFacts({ inputs, remainingNfts }: { inputs: AirdropInputs; remainingNfts: number | null }) {
  const { symbol, sendable, params, bee: balance, recipients } = inputs;
  const nfts = remainingNfts ?? recipients.list.total;
  return (
    <Stack spacing={1} role="status" aria-label="Airdrop figures">
      {symbol !== '' &&
        (sendable.failed ? (
          <LoadFailure text={`Your ${symbol} instances could not be read.`} onRetry={sendable.reload} />
        ) : (
          <Typography variant="body2">
            {sendable.data
              ? `You can send ${sendable.data.length} ${symbol} instance${sendable.data.length === 1 ? '' : 's'} (delegated, soul-bound and listed ones stay).`
              : `Reading your ${symbol} instances…`}
          </Typography>
        ))}
      {params.failed ? (
        <LoadFailure text="The airdrop fee could not be read." onRetry={params.reload} />
      ) : (
        <Typography variant="body2">
          {params.data
            ? `Fee: ${bee(airdropFee(nfts, params.data.feePerTransaction))} burned (${bee(params.data.feePerTransaction)} per NFT${remainingNfts === null ? '' : ', for the NFTs still to send'}), at most ${params.data.maxTransactionsPerAccount} NFTs per account.`
            : 'Reading the airdrop fee…'}
        </Typography>
      )}
      {balance.failed ? (
        <LoadFailure text={`Your ${FEE_SYMBOL} balance could not be read.`} onRetry={balance.reload} />
      ) : (
        <Typography variant="body2">{balance.data === undefined ? `Reading your ${FEE_SYMBOL}…` : `Your ${FEE_SYMBOL}: ${bee(balance.data)}`}</Typography>
      )}
    </Stack>
  );
}
