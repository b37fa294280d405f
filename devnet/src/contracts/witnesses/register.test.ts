import { createWitnessesChain, paramsOf, run, signingKey, witnessOf, witnessRow } from './test-fixtures';

const valid = { domain: 'node.alice.example', RPCPort: 5000, P2PPort: 5001, signingKey: signingKey('A'), enabled: true };

describe('witnesses.register', () => {
  it('registers a new witness with no weight and no event', () => {
    const chain = createWitnessesChain();
    expect(run(chain, 'alice', 'register', valid).logs).toEqual({});
    expect(witnessOf(chain, 'alice')).toEqual({
      _id: 3, account: 'alice', approvalWeight: { $numberDecimal: '0' }, signingKey: signingKey('A'), RPCPort: 5000, P2PPort: 5001, enabled: true,
      missedRounds: 0, missedRoundsInARow: 0, verifiedRounds: 0, lastRoundVerified: null, lastBlockVerified: null, domain: 'node.alice.example',
    });
  });

  it('registers with an IPv4 or IPv6 address', () => {
    const chain = createWitnessesChain();
    const { domain: _domain, ...ports } = valid;
    expect(run(chain, 'alice', 'register', { ...ports, IP: '192.168.1.20' }).logs).toEqual({});
    expect(run(chain, 'bob', 'register', { ...ports, IP: '2001:db8::1', signingKey: signingKey('B') }).logs).toEqual({});
    expect(witnessOf(chain, 'bob')?.IP).toBe('2001:db8::1');
  });

  it('updates a registered witness in place, switching from domain to IP, and moves the enabled total', () => {
    const chain = createWitnessesChain({ witnesses: [witnessRow('alice', { approvalWeight: { $numberDecimal: '12.50000' } })], params: { totalEnabledApprovalWeight: '12.50000' } });
    const result = run(chain, 'alice', 'register', { IP: '10.1.2.3', RPCPort: 6000, P2PPort: 6001, signingKey: signingKey('Z'), enabled: false });
    expect(result.logs).toEqual({});
    const row = witnessOf(chain, 'alice');
    expect(row).toMatchObject({ _id: 1, IP: '10.1.2.3', RPCPort: 6000, P2PPort: 6001, signingKey: signingKey('Z'), enabled: false, approvalWeight: { $numberDecimal: '12.50000' } });
    expect(row).not.toHaveProperty('domain');
    expect(paramsOf(chain).totalEnabledApprovalWeight).toBe('0.00000');
    run(chain, 'alice', 'register', { ...valid, signingKey: signingKey('Z') });
    expect(witnessOf(chain, 'alice')).not.toHaveProperty('IP');
    expect(paramsOf(chain).totalEnabledApprovalWeight).toBe('12.50000');
  });

  it.each([
    [{ ...valid, domain: undefined }, 'neither domain nor ip provided'],
    [{ ...valid, domain: '' }, 'neither domain nor ip provided'],
    [{ ...valid, IP: '10.0.0.1' }, 'both domain and ip provided'],
    [{ ...valid, domain: 'localhost' }, 'domain is invalid'],
    [{ ...valid, domain: 'node.example.' }, 'domain is invalid'],
    [{ ...valid, domain: 'my_node.example.com' }, 'domain is invalid'],
    [{ ...valid, domain: '-node.example.com' }, 'domain is invalid'],
    [{ ...valid, domain: 'node.example.123' }, 'domain is invalid'],
    [{ ...valid, domain: 42 }, 'domain is invalid'],
    [{ ...valid, domain: undefined, IP: '256.1.1.1' }, 'IP is invalid'],
    [{ ...valid, domain: undefined, IP: 'node.example.com' }, 'IP is invalid'],
    [{ ...valid, RPCPort: 0 }, 'RPCPort must be an integer between 0 and 65535'],
    [{ ...valid, RPCPort: 65536 }, 'RPCPort must be an integer between 0 and 65535'],
    [{ ...valid, RPCPort: '5000' }, 'RPCPort must be an integer between 0 and 65535'],
    [{ ...valid, P2PPort: 1.5 }, 'P2PPort must be an integer between 0 and 65535'],
    [{ ...valid, signingKey: signingKey('A').slice(1) }, 'invalid signing key'],
    [{ ...valid, signingKey: `${signingKey('A').slice(1)}-` }, 'invalid signing key'],
    [{ ...valid, enabled: 'true' }, 'enabled must be a boolean'],
  ])('refuses %j: %s', (payload, message) => {
    const chain = createWitnessesChain();
    expect(run(chain, 'alice', 'register', payload).logs).toEqual({ errors: [message] });
    expect(witnessOf(chain, 'alice')).toBeNull();
  });

  it('requires the active key first', () => {
    const chain = createWitnessesChain();
    expect(run(chain, 'alice', 'register', {}, false).logs).toEqual({ errors: ['active key required'] });
  });

  it('fails with the validator library\'s exception on a signing key that is not a string', () => {
    const chain = createWitnessesChain();
    expect(run(chain, 'alice', 'register', { ...valid, signingKey: undefined }).logs).toEqual({ errors: ['TypeError: Expected a string but received a undefined'] });
  });

  it('refuses a signing key, or an address with the same P2P port, another witness uses', () => {
    const chain = createWitnessesChain();
    expect(run(chain, 'alice', 'register', { ...valid, signingKey: signingKey('W') }).logs).toEqual({ errors: ['a witness is already using this signing key'] });
    expect(run(chain, 'alice', 'register', { ...valid, domain: 'wit-one.example.com' }).logs).toEqual({ errors: ['a witness is already using this domain/Port'] });
    const { domain: _domain, ...ports } = valid;
    expect(run(chain, 'alice', 'register', { ...ports, IP: '10.0.0.2' }).logs).toEqual({ errors: ['a witness is already using this IP/Port'] });
    expect(run(chain, 'alice', 'register', { ...ports, IP: '10.0.0.2', P2PPort: 7001 }).logs).toEqual({});
  });
});
