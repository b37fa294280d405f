import type { FastifyInstance } from 'fastify';
import type { Devnet } from '../../devnet';
import { joinListings, parseMarketFilters, selectListings } from './openhive-market';
import type { OpenhiveSettings } from './openhive-settings';

/** GET /settings/openhive and GET /openhive/market (listings from the chain's nftmarket sell books). */
export function openhiveRoutes(scope: FastifyInstance, devnet: Devnet, openhive: OpenhiveSettings): void {
  scope.get('/settings/openhive', () => openhive);

  scope.get('/openhive/market', (request, reply) => {
    const parsed = parseMarketFilters(request.query as Record<string, unknown>, openhive.supported_nfts);
    if (!parsed.ok) return reply.code(400).send({ message: parsed.message });
    const listings = parsed.filters.symbols.flatMap((symbol) => {
      const orders = devnet.chain.find('nftmarket', `${symbol}sellBook`, {});
      const ids = orders.map((order) => Number(order.nftId)).filter(Number.isInteger);
      const instances = ids.length ? devnet.chain.find('nft', `${symbol}instances`, { _id: { $in: ids } }) : [];
      return joinListings(symbol, orders, instances);
    });
    return selectListings(listings, parsed.filters);
  });
}
