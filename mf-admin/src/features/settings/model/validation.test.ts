import { draftOf } from './draft';
import { savedSettings } from './saved-settings.fixture';
import {
  announcementProblems,
  draftProblems,
  hasProblems,
  MESSAGE_MAX,
  newNodeProblem,
  NO_NODES_MESSAGE,
  NODE_ADDRESS_MESSAGE,
  nodeAddressProblem,
  SIDECHAIN_ID_MESSAGE,
  sidechainIdProblem,
  SYMBOL_RULE_MESSAGE,
  symbolProblem,
  TITLE_MAX,
} from './validation';

describe('symbolProblem (tokens contract rule)', () => {
  it.each(['BEE', 'A', 'SWAP.HIVE', 'ABCDEFGHIJ', 'A.B'])('accepts %s', (symbol) => {
    expect(symbolProblem(symbol, [])).toBeNull();
  });

  it.each(['bee', 'Bee', 'BEE1', '.BEE', 'BEE.', 'A.B.C', 'ABCDEFGHIJK', 'SWAP..HIVE', 'BE E', ' BEE', 'ÄBC'])('refuses %j', (symbol) => {
    expect(symbolProblem(symbol, [])).toBe(SYMBOL_RULE_MESSAGE);
  });

  it('asks for a symbol when empty and refuses one already listed', () => {
    expect(symbolProblem('', [])).toBe('Enter a token symbol');
    expect(symbolProblem('BEE', ['BEE'])).toBe('BEE is already in the list');
  });
});

describe('node addresses', () => {
  it.each(['https://api.hive-engine.com/rpc', 'http://localhost:3900/sidechain/0'])('accepts %s', (address) => {
    expect(nodeAddressProblem(address)).toBeNull();
  });

  it.each(['api.hive-engine.com', 'ftp://node.example', 'javascript:alert(1)', 'data:text/html,x', '//node.example', 'https://user:pw@node.example', ' https://node.example', 'https://'])(
    'refuses %j',
    (address) => {
      expect(nodeAddressProblem(address)).toBe(NODE_ADDRESS_MESSAGE);
    },
  );

  it('asks for an address when empty and refuses a node already listed', () => {
    expect(nodeAddressProblem('')).toBe('Enter a node address');
    expect(newNodeProblem('https://a.example', ['https://a.example'])).toBe('This node is already in the list');
    expect(newNodeProblem('https://b.example', ['https://a.example'])).toBeNull();
  });
});

describe('sidechainIdProblem', () => {
  it('accepts ids starting ssc- and refuses the rest', () => {
    expect(sidechainIdProblem('ssc-mainnet-hive')).toBeNull();
    expect(sidechainIdProblem('ssc-testnet1')).toBeNull();
    for (const id of ['mainnet-hive', 'SSC-mainnet', 'ssc-', 'ssc-main net', '', ' ssc-mainnet']) {
      expect(sidechainIdProblem(id)).toBe(SIDECHAIN_ID_MESSAGE);
    }
  });
});

describe('announcementProblems', () => {
  it('needs a title and a message, blank text counting as none', () => {
    expect(announcementProblems({ title: ' ', message: '' })).toEqual({ title: 'Enter a title', message: 'Enter a message' });
    expect(hasProblems(announcementProblems({ title: 'T', message: 'M' }))).toBe(false);
  });

  it('limits the lengths the API accepts', () => {
    const problems = announcementProblems({ title: 'x'.repeat(TITLE_MAX + 1), message: 'y'.repeat(MESSAGE_MAX + 1) });
    expect(problems.title).toBe(`At most ${TITLE_MAX} characters (now ${TITLE_MAX + 1})`);
    expect(problems.message).toBe(`At most ${MESSAGE_MAX} characters (now ${MESSAGE_MAX + 1})`);
    expect(announcementProblems({ title: 'x'.repeat(TITLE_MAX), message: 'y'.repeat(MESSAGE_MAX) })).toEqual({});
  });

  it('takes hostile-looking text as plain text (it is rendered as text)', () => {
    expect(announcementProblems({ title: '<img src=x onerror=alert(1)>', message: '<script>alert(1)</script>' })).toEqual({});
  });
});

describe('draftProblems', () => {
  it('finds nothing wrong with valid saved settings', () => {
    expect(draftProblems(draftOf(savedSettings()))).toEqual({});
  });

  it('reports each bad field by name', () => {
    const draft = {
      ...draftOf(savedSettings()),
      nodes: [],
      sidechain_rpc: 'node.example',
      sidechain_id: 'mainnet',
      disabled_tokens: ['SCAMCOIN', 'bad'],
      announcements: [{ id: 'a', title: '', message: 'M' }],
    };
    expect(draftProblems(draft)).toEqual({
      nodes: NO_NODES_MESSAGE,
      sidechain_rpc: NODE_ADDRESS_MESSAGE,
      sidechain_id: SIDECHAIN_ID_MESSAGE,
      disabled_tokens: `bad: ${SYMBOL_RULE_MESSAGE}`,
      announcements: 'Every announcement needs a title and a message',
    });
  });

  it('names the first bad node of the list', () => {
    const draft = { ...draftOf(savedSettings()), nodes: ['https://ok.example', 'ftp://bad.example'] };
    expect(draftProblems(draft)).toEqual({ nodes: `ftp://bad.example: ${NODE_ADDRESS_MESSAGE}` });
  });
});
