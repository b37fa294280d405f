import type { RestClient } from './client';

/** The external HIVE/USD price service: its answer carries a `hive` field. */
export function createPriceApi(client: RestClient) {
  return {
    async getHivePrice(): Promise<number> {
      const body = await client.get<{ hive?: unknown }>('');
      const price = Number(body?.hive);
      if (!Number.isFinite(price) || price <= 0) throw new Error(`Price service answered without a usable hive price`);
      return price;
    },
  };
}
