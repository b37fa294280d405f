import { registerAction, voteAction } from './actions';
import { isFullyQualifiedDomain, isIpAddress } from './node-address';
import { EMPTY_REGISTRATION, portOf, registrationFormOf, registrationProblems, type RegistrationForm } from './registration';
import { rankWitnesses } from './witness-list';

const KEY = `STM${'A'.repeat(50)}`;
const valid: RegistrationForm = { addressKind: 'domain', address: 'node.alice.example', rpcPort: '5000', p2pPort: '5001', signingKey: KEY, enabled: true };
const witnesses = rankWitnesses(
  [
    { _id: 1, account: 'bob', approvalWeight: '1', enabled: true, domain: 'node.bob.example', P2PPort: 5001, RPCPort: 5000, signingKey: `STM${'B'.repeat(50)}` },
    { _id: 2, account: 'carol', approvalWeight: '1', enabled: false, IP: '10.0.0.3', P2PPort: 6001, RPCPort: 6000, signingKey: `STM${'C'.repeat(50)}` },
  ],
  20,
);

describe('node addresses', () => {
  it.each(['node.example.com', 'a-b.example.io', 'xn--bcher-kva.example', 'münchen.example.de'])('accepts the domain %s', (domain) => {
    expect(isFullyQualifiedDomain(domain)).toBe(true);
  });

  it.each(['localhost', 'node.example.', 'my_node.example.com', '-a.example.com', 'a-.example.com', 'node.example.123', 'node..example.com', 'no de.example.com', `${'a'.repeat(64)}.example.com`])(
    'refuses the domain %s',
    (domain) => {
      expect(isFullyQualifiedDomain(domain)).toBe(false);
    },
  );

  it.each(['203.0.113.7', '0.0.0.0', '2001:db8::1', '::1'])('accepts the IP %s', (ip) => {
    expect(isIpAddress(ip)).toBe(true);
  });

  it.each(['256.1.1.1', '1.2.3', '01.2.3.4', 'node.example.com', '2001:db8::zz', '1:2:3:4:5:6:7:8:9', '[::1]'])('refuses the IP %s', (ip) => {
    expect(isIpAddress(ip)).toBe(false);
  });
});

describe('registrationProblems', () => {
  it('accepts a complete form', () => {
    expect(registrationProblems(valid, 'alice', witnesses)).toEqual({});
    expect(registrationProblems({ ...valid, addressKind: 'IP', address: '203.0.113.7' }, 'alice', witnesses)).toEqual({});
  });

  it('names each field\'s rule', () => {
    expect(registrationProblems(EMPTY_REGISTRATION, 'alice', witnesses)).toEqual({
      address: 'Enter the domain name of your node.',
      rpcPort: 'A whole number from 1 to 65535.',
      p2pPort: 'A whole number from 1 to 65535.',
      signingKey: 'Enter the public key your node signs blocks with.',
    });
    const bad = registrationProblems({ ...valid, address: 'node_1.example', rpcPort: '0', p2pPort: '70000', signingKey: `${KEY}x` }, 'alice', witnesses);
    expect(bad.address).toMatch(/no underscore/);
    expect(bad.rpcPort).toBe('A whole number from 1 to 65535.');
    expect(bad.p2pPort).toBe('A whole number from 1 to 65535.');
    expect(bad.signingKey).toBe('Exactly 53 characters (a public key such as STM…); this one has 54.');
    expect(registrationProblems({ ...valid, signingKey: `${KEY.slice(1)}-` }, 'alice', witnesses).signingKey).toBe('Letters and digits only.');
    expect(registrationProblems({ ...valid, addressKind: 'IP', address: 'node.example.com' }, 'alice', witnesses).address).toMatch(/IPv4/);
  });

  it('refuses another witness\'s signing key, or its address with the same P2P port', () => {
    expect(registrationProblems({ ...valid, signingKey: `STM${'B'.repeat(50)}` }, 'alice', witnesses).signingKey).toBe('The witness bob already uses this signing key.');
    expect(registrationProblems({ ...valid, address: 'node.bob.example' }, 'alice', witnesses).p2pPort).toBe('The witness bob already uses this domain with P2P port 5001.');
    expect(registrationProblems({ ...valid, addressKind: 'IP', address: '10.0.0.3', p2pPort: '6001' }, 'alice', witnesses).p2pPort).toMatch(/carol already uses this IP/);
    expect(registrationProblems({ ...valid, address: 'node.bob.example', p2pPort: '5002' }, 'alice', witnesses)).toEqual({});
  });

  it('lets a witness keep its own key and address', () => {
    const own = registrationFormOf(witnesses.find((witness) => witness.account === 'bob'));
    expect(own).toEqual({ addressKind: 'domain', address: 'node.bob.example', rpcPort: '5000', p2pPort: '5001', signingKey: `STM${'B'.repeat(50)}`, enabled: true });
    expect(registrationProblems(own, 'bob', witnesses)).toEqual({});
    expect(registrationFormOf(undefined)).toBe(EMPTY_REGISTRATION);
  });
});

describe('actions', () => {
  it('sends exactly one of domain and IP, numbers for the ports and a boolean', () => {
    expect(registerAction({ ...valid, address: ' node.alice.example ', rpcPort: ' 5000', enabled: false })).toEqual({
      contractName: 'witnesses',
      contractAction: 'register',
      contractPayload: { domain: 'node.alice.example', RPCPort: 5000, P2PPort: 5001, signingKey: KEY, enabled: false },
    });
    expect(registerAction({ ...valid, addressKind: 'IP', address: '203.0.113.7' }).contractPayload).toEqual({ IP: '203.0.113.7', RPCPort: 5000, P2PPort: 5001, signingKey: KEY, enabled: true });
    expect(voteAction('approve', 'bob')).toEqual({ contractName: 'witnesses', contractAction: 'approve', contractPayload: { witness: 'bob' } });
    expect(portOf('65535')).toBe(65535);
    expect(portOf('1e3')).toBeNull();
  });
});
