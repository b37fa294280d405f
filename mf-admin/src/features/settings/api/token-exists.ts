import { sidechain } from '@tdx/api';

/** Whether a token with this symbol exists on the sidechain (rejects when the nodes cannot be asked). */
export async function tokenExists(symbol: string): Promise<boolean> {
  return (await sidechain.findOne('tokens', 'tokens', { symbol })) !== null;
}
