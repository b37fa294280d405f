import { CUSTOM_NODE, formChoices, formProblems, initialForm, NODE_ADDRESS_MESSAGES, SIDECHAIN_ID_MESSAGE, type RpcForm } from './rpc-form';

const LISTS = { sidechain: ['http://sc0.test', 'http://sc1.test'], hive: ['http://hive0.test'] };
const CURRENT = { sidechain: 'http://sc1.test', hive: 'http://hive0.test', sidechainId: 'ssc-mainnet-hive' };

function withCustomSidechain(custom: string): RpcForm {
  const form = initialForm(CURRENT, LISTS);
  return { ...form, sidechain: { choice: CUSTOM_NODE, custom } };
}

describe('RPC configuration form', () => {
  it('opens with the nodes in effect selected', () => {
    expect(initialForm(CURRENT, LISTS)).toEqual({
      sidechain: { choice: 'http://sc1.test', custom: '' },
      hive: { choice: 'http://hive0.test', custom: '' },
      sidechainId: 'ssc-mainnet-hive',
    });
  });

  it('opens a node outside the lists as the custom address', () => {
    expect(initialForm({ ...CURRENT, sidechain: 'https://mine.test' }, LISTS).sidechain).toEqual({ choice: CUSTOM_NODE, custom: 'https://mine.test' });
  });

  it('saves a listed choice as it is, whatever was typed as a custom address', () => {
    const form = { ...initialForm(CURRENT, LISTS), sidechain: { choice: 'http://sc0.test', custom: 'garbage' } };
    expect(formProblems(form)).toEqual({});
    expect(formChoices(form)).toEqual({ ...CURRENT, sidechain: 'http://sc0.test' });
  });

  it('accepts a typed https address, trimmed', () => {
    const form = withCustomSidechain('  https://engine.example/rpc ');
    expect(formProblems(form)).toEqual({});
    expect(formChoices(form).sidechain).toBe('https://engine.example/rpc');
  });

  it.each([
    ['', NODE_ADDRESS_MESSAGES.invalid],
    ['engine.example', NODE_ADDRESS_MESSAGES.invalid],
    ['http://engine.example', NODE_ADDRESS_MESSAGES.notHttps],
    ['javascript:alert(1)', NODE_ADDRESS_MESSAGES.notHttps],
    ['https://user:pw@engine.example', NODE_ADDRESS_MESSAGES.credentials],
  ])('refuses the typed address %j with a message for that field', (custom, message) => {
    expect(formProblems(withCustomSidechain(custom))).toEqual({ sidechain: message });
  });

  it('refuses a sidechain id that does not start with ssc-', () => {
    expect(formProblems({ ...initialForm(CURRENT, LISTS), sidechainId: 'mainnet-hive' })).toEqual({ sidechainId: SIDECHAIN_ID_MESSAGE });
    expect(formProblems({ ...initialForm(CURRENT, LISTS), sidechainId: ' ssc-testnet-hive ' })).toEqual({});
  });
});
