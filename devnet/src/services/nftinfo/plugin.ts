import type { FastifyReply } from 'fastify';
import type { ServicePlugin } from '../../devnet';
import { NFT_COLLECTIONS } from '../../seed/nft-collections';
import { publicBaseUrl } from '../common/public-url';
import { registerService } from '../common/service-scope';
import { groupingField } from '../main-api/grouping';
import { OPENHIVE_PROJECTS } from '../main-api/openhive-settings';
import { parseSeriesList, pickFields, seriesInfo, type SeriesInfo } from './series-info';

const MAX_LISTED = 1000;

/**
 * NFT project info endpoints at /nftinfo (the `api` of each OpenHive project), answered from the
 * chain's instances: arts/info (NFTSR), photos/info (LENSY), collectibles/info?site= (others),
 * dcity/names (CITY) and punks/hashes?select= (PUNK).
 */
export const nftInfoService: ServicePlugin = (app, devnet) => {
  const baseUrl = publicBaseUrl(devnet);
  const imageOf = (symbol: string) => (series: string) =>
    `${baseUrl}/images/proxy?url=${encodeURIComponent(`https://nft.devnet.example/${symbol}/${encodeURIComponent(series)}.png`)}`;
  const infoFor = (symbol: string, series?: string[]): SeriesInfo[] => {
    const field = groupingField(symbol);
    const query = series ? { [`properties.${field}`]: { $in: series } } : {};
    const instances = devnet.chain.find('nft', `${symbol}instances`, query, { limit: series ? undefined : MAX_LISTED });
    const issuer = NFT_COLLECTIONS.find((collection) => collection.symbol === symbol)?.issuer ?? '';
    return seriesInfo(instances, field, issuer, imageOf(symbol));
  };
  const bySeries = (reply: FastifyReply, body: unknown, symbol: string) => {
    const { series, pick } = (body ?? {}) as { series?: unknown; pick?: unknown };
    const list = parseSeriesList(series);
    if (!list) return reply.code(400).send({ message: 'series must be a string or a list of up to 100 strings' });
    return pickFields(infoFor(symbol, list), pick);
  };

  registerService(app, devnet, { prefix: '/nftinfo', fault: 'info' }, (scope) => {
    scope.post('/arts/info', (request, reply) => bySeries(reply, request.body, 'NFTSR'));
    scope.post('/photos/info', (request, reply) => bySeries(reply, request.body, 'LENSY'));
    scope.post<{ Querystring: { site?: string } }>('/collectibles/info', (request, reply) => {
      const symbol = symbolOfSite(request.query.site);
      if (!symbol) return reply.code(400).send({ message: 'site must name a supported collection' });
      return bySeries(reply, request.body, symbol);
    });
    scope.get('/dcity/names', () => infoFor('CITY'));
    scope.get<{ Querystring: { select?: string } }>('/punks/hashes', (request, reply) => {
      if (request.query.select === undefined) return infoFor('PUNK');
      const hashes = parseSeriesList(request.query.select.split(',').filter(Boolean));
      return hashes ? infoFor('PUNK', hashes) : reply.code(400).send({ message: 'select must list up to 100 hashes' });
    });
  });
};

/** A site is given by its host (`dcity.io`) or by the NFT symbol. */
function symbolOfSite(site: unknown): string | undefined {
  if (typeof site !== 'string') return undefined;
  if (Object.hasOwn(OPENHIVE_PROJECTS, site.toUpperCase())) return site.toUpperCase();
  return Object.keys(OPENHIVE_PROJECTS).find((symbol) => OPENHIVE_PROJECTS[symbol].site === site);
}

