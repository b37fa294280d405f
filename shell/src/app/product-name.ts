import { runtimeConfig } from '@tdx/settings';

const FALLBACK_PRODUCT_NAME = 'Tribaldex';

/** From the runtime config (loaded before the first render); the fallback covers a failed load. */
export function productName(): string {
  try {
    return runtimeConfig().productName;
  } catch {
    return FALLBACK_PRODUCT_NAME;
  }
}
