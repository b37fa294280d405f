import { ADMIN_ACCOUNT } from '../../accounts';

export interface SessionUser {
  username: string;
  scope: string[];
  openhive: { whitelisted: boolean };
}

export function scopeOf(username: string): string[] {
  return username === ADMIN_ACCOUNT ? ['user', 'admin'] : ['user'];
}

export function sessionUser(username: string, scope: string[], whitelisted: boolean): SessionUser {
  return { username, scope, openhive: { whitelisted } };
}
