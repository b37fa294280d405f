import { confirmedNodes, CUSTOM_NODE, formChoices, formProblems, initialForm, NODE_ADDRESS_MESSAGES, SIDECHAIN_ID_MESSAGE, TRUST_MESSAGE, type RpcForm } from './rpc-form';

const LISTS = { sidechain: ['http://sc0.test', 'http://sc1.test'], hive: ['http://hive0.test'] };
const CURRENT = { sidechain: 'http://sc1.test', hive: 'http://hive0.test', sidechainId: 'ssc-mainnet-hive' };

function withCustomSidechain(custom: string, trusted = true): RpcForm {
  const form = initialForm(CURRENT, LISTS);
  return { ...form, sidechain: { choice: CUSTOM_NODE, custom, trusted } };
}

describe('RPC configuration form', () => {
  it('opens with the nodes in effect selected', () => {
    expect(initialForm(CURRENT, LISTS)).toEqual({
      sidechain: { choice: 'http://sc1.test', custom: '', trusted: false },
      hive: { choice: 'http://hive0.test', custom: '', trusted: false },
      sidechainId: 'ssc-mainnet-hive',
    });
  });

  it('opens a node in effect outside the lists as the custom address, confirmed when it was saved', () => {
    expect(initialForm({ ...CURRENT, sidechain: 'https://mine.test' }, LISTS).sidechain).toEqual({ choice: CUSTOM_NODE, custom: 'https://mine.test', trusted: true });
  });

  it('offers a saved address the site ignores as the typed one, unconfirmed and not chosen', () => {
    expect(initialForm(CURRENT, LISTS, { sidechain: 'https://planted.test' }).sidechain).toEqual({ choice: 'http://sc1.test', custom: 'https://planted.test', trusted: false });
  });

  it('saves a listed choice as it is, whatever was typed as a custom address', () => {
    const form = { ...initialForm(CURRENT, LISTS), sidechain: { choice: 'http://sc0.test', custom: 'garbage', trusted: false } };
    expect(formProblems(form, LISTS)).toEqual({});
    expect(formChoices(form)).toEqual({ ...CURRENT, sidechain: 'http://sc0.test' });
    expect(confirmedNodes(form, LISTS)).toEqual([]);
  });

  it('accepts a typed https address the user confirmed, trimmed', () => {
    const form = withCustomSidechain('  https://engine.example/rpc ');
    expect(formProblems(form, LISTS)).toEqual({});
    expect(formChoices(form).sidechain).toBe('https://engine.example/rpc');
    expect(confirmedNodes(form, LISTS)).toEqual(['https://engine.example/rpc']);
  });

  it('asks for the confirmation before a typed address outside the lists is used', () => {
    expect(formProblems(withCustomSidechain('https://engine.example/rpc', false), LISTS)).toEqual({ sidechainTrust: TRUST_MESSAGE });
  });

  it.each([
    ['', NODE_ADDRESS_MESSAGES.invalid],
    ['engine.example', NODE_ADDRESS_MESSAGES.invalid],
    ['http://engine.example', NODE_ADDRESS_MESSAGES.notHttps],
    ['javascript:alert(1)', NODE_ADDRESS_MESSAGES.notHttps],
    ['https://user:pw@engine.example', NODE_ADDRESS_MESSAGES.credentials],
  ])('refuses the typed address %j with a message for that field', (custom, message) => {
    expect(formProblems(withCustomSidechain(custom), LISTS)).toEqual({ sidechain: message });
  });

  it('refuses a sidechain id that does not start with ssc-', () => {
    expect(formProblems({ ...initialForm(CURRENT, LISTS), sidechainId: 'mainnet-hive' }, LISTS)).toEqual({ sidechainId: SIDECHAIN_ID_MESSAGE });
    expect(formProblems({ ...initialForm(CURRENT, LISTS), sidechainId: ' ssc-testnet-hive ' }, LISTS)).toEqual({});
  });
});
