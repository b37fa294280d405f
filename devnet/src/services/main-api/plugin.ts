import { randomBytes } from 'node:crypto';
import type { ServicePlugin } from '../../devnet';
import { followTransactions } from '../common/follow-transactions';
import { publicBaseUrl } from '../common/public-url';
import { registerService } from '../common/service-scope';
import { authRoutes } from './auth-routes';
import { createTokenService } from './jwt';
import { openhiveRoutes } from './openhive-routes';
import { openhiveSettings } from './openhive-settings';
import { settingsState } from './settings-state';
import { settingsRoutes } from './settings-routes';
import { whitelistRequester } from './whitelist';

/**
 * The main API at /api: login and session, site settings, OpenHive settings and market.
 * Sessions follow `wallClock` (the browser's clock), not the devnet clock tests move ahead.
 */
export function createMainApiService(wallClock: () => number): ServicePlugin {
  return (app, devnet) => {
    const settings = settingsState(devnet);
    const auth = devnet.state('auth', () => ({ secret: randomBytes(32).toString('hex') }));
    const tokens = createTokenService(auth.secret, wallClock);
    const openhive = openhiveSettings(publicBaseUrl(devnet));
    const whitelisted = followTransactions(devnet, (tx) => {
      const account = whitelistRequester(tx, openhive.openhive_mint);
      return account ? [account] : [];
    });

    registerService(app, devnet, { prefix: '/api', fault: 'api' }, (scope) => {
      authRoutes(scope, devnet, { tokens, wallClock, isWhitelisted: (username) => whitelisted().includes(username) });
      settingsRoutes(scope, devnet, settings, tokens);
      openhiveRoutes(scope, devnet, openhive);
    });
  };
}

export const mainApiService = createMainApiService(Date.now);
