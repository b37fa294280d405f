import type { ServicePlugin } from '../../devnet';
import { registerService } from '../common/service-scope';
import { tradeLogOf } from '../market-trades/trade-log';
import { ohlcv, parseOhlcvQuery } from './ohlcv';

/** The info API at /info: OHLCV candles built from every market trade the devnet has seen. */
export const infoService: ServicePlugin = (app, devnet) => {
  const trades = tradeLogOf(devnet);
  registerService(app, devnet, { prefix: '/info', fault: 'info' }, (scope) => {
    scope.get('/market/ohlcv', (request, reply) => {
      const query = parseOhlcvQuery(request.query as Record<string, unknown>);
      if (!query.ok) return reply.code(400).send({ message: query.message });
      return ohlcv(
        trades.trades().filter((trade) => trade.symbol === query.symbol),
        query.interval,
      );
    });
  });
};
