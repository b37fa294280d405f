import type { Devnet } from '../../devnet';

/**
 * The address browsers reach the devnet at (used in settings.nodes, image and API URLs):
 * DEVNET_PUBLIC_URL when set, else http://localhost:<port>.
 */
export function publicBaseUrl(devnet: Devnet): string {
  const configured = process.env.DEVNET_PUBLIC_URL?.replace(/\/+$/, '');
  return configured || `http://localhost:${devnet.config.port}`;
}
