import type { Token } from '@tdx/contracts';
import { token } from '../testing/token-fixtures';
import { tokenDetails, tokenDetailsHref } from './token-details';

describe('tokenDetails', () => {
  it('gives the website, the description and the trade and history links', () => {
    const details = tokenDetails(token('BEE', { metadata: { url: 'https://bee.example/', desc: 'The utility token' } }));
    expect(details).toEqual({ website: 'https://bee.example/', description: 'The utility token', tradeHref: '/trade/BEE', historyHref: '/history/BEE' });
    expect(tokenDetails(token('GAMER'))).toMatchObject({ website: null, description: '' });
  });

  it('links a website only when it is http(s), and takes only text as the description', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example', 42]) {
      // metadata is whatever JSON the issuer wrote
      const metadata = { url, desc: { html: '<b>' } } as unknown as Token['metadata'];
      expect(tokenDetails(token('EVIL', { metadata }))).toMatchObject({ website: null, description: '' });
    }
    expect(tokenDetails(token('OK', { metadata: { url: 'http://ok.example/a?b=1' } })).website).toBe('http://ok.example/a?b=1');
  });

  it('has no market for SWAP.HIVE', () => {
    expect(tokenDetails(token('SWAP.HIVE')).tradeHref).toBeNull();
  });

  it('keeps the details address shareable, the symbol encoded', () => {
    expect(tokenDetailsHref('SWAP.HIVE')).toBe('/tokens?symbol=SWAP.HIVE');
    expect(tokenDetailsHref('A&B')).toBe('/tokens?symbol=A%26B');
  });
});
