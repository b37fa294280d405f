import type { Token } from '@tdx/contracts';
import { Box, Typography } from '@tdx/ui';
import { formatTokenAmount } from '@tdx/ui/extra';
import type BigNumber from 'bignumber.js';
import { FigureList } from '../../../shared';
import type { SwapQuote } from '../model/quote';
import { impactLevel } from '../model/slippage';

const IMPACT_COLOR = { low: 'success.main', medium: 'warning.main', high: 'error.main' } as const;

/** The quote's figures: prices, price impact, fees, the bound at the slippage, the route. */
export function QuoteDetails({ quote, tokens }: { quote: SwapQuote; tokens: ReadonlyMap<string, Token> }) {
  const precision = (symbol: string) => tokens.get(symbol)?.precision ?? 8;
  const amount = (value: BigNumber, symbol: string) => `${formatTokenAmount(value.toFixed(), precision(symbol))} ${symbol}`;
  const price = (numerator: BigNumber, denominator: BigNumber, symbol: string) => amount(numerator.div(denominator).decimalPlaces(precision(symbol)), symbol);
  const level = impactLevel(quote.priceImpact);
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <FigureList
        label="Swap details"
        figures={[
          [
            'Price',
            <>
              1 {quote.from} = {price(quote.amountOut, quote.amountIn, quote.to)}
              <br />1 {quote.to} = {price(quote.amountIn, quote.amountOut, quote.from)}
            </>,
          ],
          [
            'Price impact',
            <Box component="span" sx={{ color: IMPACT_COLOR[level], fontWeight: level === 'low' ? undefined : 600 }}>
              {quote.priceImpact.lt(0.01) ? '< 0.01' : quote.priceImpact.toFixed(2)} %
            </Box>,
          ],
          [
            'Liquidity provider fee',
            quote.hops.map((hop) => (
              <span key={hop.hop.pool.tokenPair}>
                {amount(hop.fee, hop.hop.tokenIn)}
                <br />
              </span>
            )),
          ],
          quote.tradeType === 'exactInput' ? ['Minimum received', amount(quote.limit, quote.to)] : ['Maximum sold', amount(quote.limit, quote.from)],
          ['Route', [quote.from, ...quote.hops.map((hop) => hop.hop.tokenOut)].join(' → ')],
        ]}
      />
      {quote.leftover && quote.leftover.amount.gt(0) && (
        <Typography variant="body2" color="text.secondary">
          Each of the two swaps has its own limit: up to {amount(quote.leftover.amount, quote.leftover.symbol)} may stay in your wallet.
        </Typography>
      )}
    </Box>
  );
}
