import { createTokensChain, tokenOf, tokenRow } from './test-fixtures';

const WITH_URL = tokenRow('URL', { metadata: '{"url":"https://old.example","icon":"i.png"}', precision: 2 });
const NO_URL = tokenRow('NOURL');

function setup() {
  return createTokensChain({ tokens: [WITH_URL, NO_URL] });
}

describe('tokens.updateUrl', () => {
  it('replaces metadata.url in place (posting key is enough)', () => {
    const chain = setup();
    const result = chain.runAction('alice', 'tokens', 'updateUrl', { symbol: 'URL', url: 'https://new.example' }, { active: false });
    expect(result.logs).toEqual({});
    expect(tokenOf(chain, 'URL').metadata).toBe('{"url":"https://new.example","icon":"i.png"}');
  });

  it('is silent for a missing token', () => {
    const chain = setup();
    expect(chain.runAction('alice', 'tokens', 'updateUrl', { symbol: 'NOPE', url: 'x' }).logs).toEqual({});
  });

  it.each([
    ['alice', { symbol: 'URL' }, 'invalid params'],
    ['alice', { symbol: 'URL', url: 'u'.repeat(256) }, 'invalid url: max length of 255'],
    ['bob', { symbol: 'URL', url: 'x' }, 'must be the issuer'],
    ['alice', { symbol: 'NOURL', url: 'https://x' }, 'an error occured when trying to update the url'],
  ])('%s: refuses %j with "%s"', (sender, payload, message) => {
    const chain = setup();
    expect(chain.runAction(sender, 'tokens', 'updateUrl', payload).logs).toEqual({ errors: [message] });
  });
});

describe('tokens.updateMetadata', () => {
  it('replaces the whole metadata', () => {
    const chain = setup();
    const metadata = { url: 'https://x', icon: 'javascript:alert(1)', desc: '<b>hi</b>' };
    const result = chain.runAction('alice', 'tokens', 'updateMetadata', { symbol: 'NOURL', metadata }, { active: false });
    expect(result.logs).toEqual({});
    expect(JSON.parse(tokenOf(chain, 'NOURL').metadata)).toEqual(metadata);
  });

  it.each([
    ['alice', { symbol: 'URL', metadata: 'text' }, 'invalid params'],
    ['bob', { symbol: 'URL', metadata: {} }, 'must be the issuer'],
    ['alice', { symbol: 'URL', metadata: { desc: 'd'.repeat(1000) } }, 'invalid metadata: max length of 1000'],
  ])('%s: refuses %j with "%s"', (sender, payload, message) => {
    const chain = setup();
    expect(chain.runAction(sender, 'tokens', 'updateMetadata', payload).logs).toEqual({ errors: [message] });
  });
});

describe('tokens.updatePrecision', () => {
  it('raises the precision', () => {
    const chain = setup();
    expect(chain.runAction('alice', 'tokens', 'updatePrecision', { symbol: 'URL', precision: 5 }).logs).toEqual({});
    expect(tokenOf(chain, 'URL').precision).toBe(5);
  });

  it('stops without a message on a bad symbol', () => {
    const chain = setup();
    expect(chain.runAction('alice', 'tokens', 'updatePrecision', { symbol: 7, precision: 5 }).logs).toEqual({});
  });

  it.each([
    ['alice', { symbol: 'URL', precision: 5 }, false, 'you must use a custom_json signed with your active key'],
    ['alice', { symbol: 'URL', precision: 0 }, true, 'invalid precision'],
    ['alice', { symbol: 'URL', precision: 9 }, true, 'invalid precision'],
    ['bob', { symbol: 'URL', precision: 5 }, true, 'must be the issuer'],
    ['alice', { symbol: 'URL', precision: 2 }, true, 'precision can only be increased'],
  ])('%s: refuses %j (active %s) with "%s"', (sender, payload, active, message) => {
    const chain = setup();
    expect(chain.runAction(sender, 'tokens', 'updatePrecision', payload, { active }).logs).toEqual({ errors: [message] });
    expect(tokenOf(chain, 'URL').precision).toBe(2);
  });
});

describe('tokens.transferOwnership', () => {
  it('hands over the issuer role', () => {
    const chain = setup();
    const result = chain.runAction('alice', 'tokens', 'transferOwnership', { symbol: 'URL', to: ' bob ' });
    expect(result.logs).toEqual({
      events: [{ contract: 'tokens', event: 'transferOwnership', data: { from: 'alice', to: 'bob', symbol: 'URL' } }],
    });
    expect(tokenOf(chain, 'URL').issuer).toBe('bob');
  });

  it.each([
    ['alice', { symbol: 'URL', to: 'bob' }, false, 'you must use a custom_json signed with your active key'],
    ['alice', { symbol: 'URL' }, true, 'invalid params'],
    ['bob', { symbol: 'URL', to: 'bob' }, true, 'must be the issuer'],
    ['alice', { symbol: 'URL', to: 'Bob!' }, true, 'invalid to'],
  ])('%s: refuses %j (active %s) with "%s"', (sender, payload, active, message) => {
    const chain = setup();
    expect(chain.runAction(sender, 'tokens', 'transferOwnership', payload, { active }).logs).toEqual({ errors: [message] });
    expect(tokenOf(chain, 'URL').issuer).toBe('alice');
  });
});
