import type { SeedTable } from '../chain/seed-api';
import { seedTable } from './rows';

/** BEE → BEED conversion params (the rate comes from the SWAP.HIVE:BEE and SWAP.HIVE:SWAP.HBD pools). */
export function seedBeeDollar(): SeedTable[] {
  return [seedTable('beedollar', { name: 'params' }, [{ minConvertibleAmount: '1', feePercentage: '0.01' }])];
}
