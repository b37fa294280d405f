import type { FastifyReply } from 'fastify';
import type { ServicePlugin } from '../../devnet';
import { registerService } from '../common/service-scope';
import { marketHistory } from '../market-trades/market-history';
import { tradeLogOf } from '../market-trades/trade-log';
import {
  inRange,
  parseAccountHistoryQuery,
  parseMarketHistoryQuery,
  parseNftHistoryQuery,
  selectRows,
  type Parsed,
  type QueryParams,
} from './history-query';
import { createHistoryIndex } from './history-index';

/** The history API (reference §19) at /history: plain JSON arrays, HTTP 400 `{errors:[…]}` on bad input. */
export const historyService: ServicePlugin = (app, devnet) => {
  const trades = tradeLogOf(devnet);
  const index = createHistoryIndex(devnet, trades);

  const answer = <T>(reply: FastifyReply, parsed: Parsed<T>, rows: (value: T) => unknown) =>
    parsed.ok ? rows(parsed.value) : reply.code(400).send({ errors: [parsed.error] });

  registerService(app, devnet, { prefix: '/history', fault: 'history' }, (scope) => {
    scope.get('/accountHistory', (request, reply) =>
      answer(reply, parseAccountHistoryQuery(request.query as QueryParams), (query) => selectRows(index.rows(), query)),
    );
    scope.get('/nftHistory', (request, reply) =>
      answer(reply, parseNftHistoryQuery(request.query as QueryParams), (query) =>
        selectRows(
          index.rows().filter((row) => row.nft !== undefined),
          query,
        ),
      ),
    );
    scope.get('/marketHistory', (request, reply) =>
      answer(reply, parseMarketHistoryQuery(request.query as QueryParams), ({ symbol, range }) =>
        marketHistory(
          symbol,
          trades.trades().filter((t) => t.symbol === symbol && inRange(t.timestamp, range)),
        ),
      ),
    );
  });
};
