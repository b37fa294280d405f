import { hintRemoteEntry } from './entry-hint';
import { registerRemoteEntries } from './remote-entries';

const ENTRY = 'https://trade.example.com/remoteEntry.js';
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];

describe('hintRemoteEntry', () => {
  beforeEach(() => {
    document.head.replaceChildren();
    registerRemoteEntries({ mf_trade: ENTRY });
  });

  it('adds one script preload of the area entry, however often it is asked', () => {
    hintRemoteEntry('mf_trade');
    hintRemoteEntry('mf_trade');
    expect(preloads().map((link) => [link.getAttribute('as'), link.href])).toEqual([['script', ENTRY]]);
  });

  it('adds nothing for a remote /remotes.json did not name', () => {
    hintRemoteEntry('mf_swap');
    expect(preloads()).toEqual([]);
  });
});
