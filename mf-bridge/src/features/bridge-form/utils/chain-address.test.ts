import { isReceivingAddress } from './chain-address';

const valid: [string, string][] = [
  ['BTC', '1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMH'],
  ['BTC', '3CNHUhP3uyB9EUtRLsmvFUmvGdjGdkTxJw'],
  ['BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
  ['BTC', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4'],
  ['BTC', 'bc1pqqqsyqcyq5rqwzqfpg9scrgwpugpzysnzs23v9ccrydpk8qarc0sg5tmnz'],
  ['LTC', 'LVuDpNCSSj6pQ7t9Pv6d6sUkLKoqDEVUnJ'],
  ['LTC', 'MJaRnao1s62a2zAKSkmG582KbLKianqb7v'],
  ['LTC', 'ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9'],
  ['DOGE', 'DFpN6QqFfUm3gKNaxN6tNcab1FArL9cZLE'],
  ['DOGE', 'A37YDYSwz3438rFtm1SLVcQHyD7JeueC9H'],
  ['BCH', '1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu'],
  ['BCH', 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a'],
  ['BCH', 'qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a'],
  ['BCH', 'bitcoincash:ppm2qsznhks23z7629mms6s4cwef74vcwvn0h829pq'],
  ['EOS', 'eosaccount12'],
  ['EOS', 'exchange.one'],
];

const invalid: [string, string, string][] = [
  ['BTC', '1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMh', 'a changed letter breaks the base58 checksum'],
  ['BTC', 'LVuDpNCSSj6pQ7t9Pv6d6sUkLKoqDEVUnJ', 'a Litecoin address'],
  ['BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'a changed letter breaks the bech32 checksum'],
  ['BTC', 'bc1pqqqsyqcyq5rqwzqfpg9scrgwpugpzysnzs23v9ccrydpk8qarc0sagmhkq', 'version 1 with a bech32 (not bech32m) checksum'],
  ['BTC', 'Bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'mixed case'],
  ['BTC', 'bc1qbridgee2etestaddress0000000000000', 'not bech32 at all'],
  ['LTC', 'ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'the checksum of another prefix'],
  ['LTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'a Bitcoin SegWit address'],
  ['DOGE', '1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMH', 'a Bitcoin address'],
  ['BCH', 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6b', 'a broken CashAddr checksum'],
  ['BCH', 'bchtest:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a', 'another prefix'],
  ['EOS', 'EOSACCOUNT', 'upper case'],
  ['EOS', 'account6789ab', 'longer than 12 or with 6–9'],
  ['EOS', 'account.', 'a trailing dot'],
];

describe('isReceivingAddress', () => {
  it.each(valid)('takes a valid %s address %s', (coin, address) => {
    expect(isReceivingAddress(coin, address, false)).toBe(true);
  });

  it.each(invalid)('refuses %s %s (%s)', (coin, address) => {
    expect(isReceivingAddress(coin, address, false)).toBe(false);
  });

  it('checks an EVM address and the EIP-55 checksum of a mixed-case one', () => {
    expect(isReceivingAddress('ETH', '0x52908400098527886E0F7030069857D2E4169EE7', true)).toBe(true);
    expect(isReceivingAddress('USDT', '0x52908400098527886e0f7030069857d2e4169ee7', true)).toBe(true);
    expect(isReceivingAddress('ETH', '0x52908400098527886E0F7030069857D2E4169Ee7', true)).toBe(false);
    expect(isReceivingAddress('ETH', '0x123', true)).toBe(false);
  });

  it('takes one plain token for a coin whose format it does not know', () => {
    expect(isReceivingAddress('HBD', 'someaccount', false)).toBe(true);
    expect(isReceivingAddress('HBD', 'two words', false)).toBe(false);
  });
});
