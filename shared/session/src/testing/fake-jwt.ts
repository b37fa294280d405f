const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An unsigned JWT whose payload carries `exp` (seconds); only decoding matters to the client. */
export function fakeJwt(exp: number, subject = 'alice'): string {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: subject, exp })}.signature`;
}

export const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;
