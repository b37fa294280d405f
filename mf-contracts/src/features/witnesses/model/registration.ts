import { isFullyQualifiedDomain, isIpAddress } from './node-address';
import type { NodeAddress, RankedWitness } from './witness-list';

/** What the register form holds, as typed. */
export interface RegistrationForm {
  addressKind: NodeAddress['kind'];
  address: string;
  rpcPort: string;
  p2pPort: string;
  signingKey: string;
  enabled: boolean;
}

export type RegistrationField = 'address' | 'rpcPort' | 'p2pPort' | 'signingKey';
export type RegistrationProblems = Partial<Record<RegistrationField, string>>;

export const SIGNING_KEY_LENGTH = 53;

export const EMPTY_REGISTRATION: RegistrationForm = { addressKind: 'domain', address: '', rpcPort: '', p2pPort: '', signingKey: '', enabled: true };

/** The form prefilled from the user's own witness row, or empty for a first registration. */
export function registrationFormOf(own: RankedWitness | undefined): RegistrationForm {
  if (!own) return EMPTY_REGISTRATION;
  return {
    addressKind: own.address?.kind ?? 'domain',
    address: own.address?.value ?? '',
    rpcPort: own.rpcPort === null ? '' : String(own.rpcPort),
    p2pPort: own.p2pPort === null ? '' : String(own.p2pPort),
    signingKey: own.signingKey ?? '',
    enabled: own.enabled,
  };
}

/** A port as the contract takes it: a whole number from 1 to 65535 (it refuses 0). */
export function portOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,5}$/.test(trimmed)) return null;
  const port = Number(trimmed);
  return port >= 1 && port <= 65535 ? port : null;
}

const PORT_TEXT = 'A whole number from 1 to 65535.';

function addressProblem(form: RegistrationForm): string | undefined {
  const value = form.address.trim();
  if (form.addressKind === 'domain') {
    if (value === '') return 'Enter the domain name of your node.';
    if (!isFullyQualifiedDomain(value)) return 'A full domain name such as node.example.com: letters, digits and hyphens, no underscore, no trailing dot.';
  } else {
    if (value === '') return 'Enter the IP address of your node.';
    if (!isIpAddress(value)) return 'An IPv4 address (such as 203.0.113.7) or an IPv6 address.';
  }
  return undefined;
}

function signingKeyProblem(key: string): string | undefined {
  if (key === '') return 'Enter the public key your node signs blocks with.';
  if (!/^[0-9a-z]+$/i.test(key)) return 'Letters and digits only.';
  if (key.length !== SIGNING_KEY_LENGTH) return `Exactly ${SIGNING_KEY_LENGTH} characters (a public key such as STM…); this one has ${key.length}.`;
  return undefined;
}

/**
 * Every rule of `witnesses.register` the page can check, message by field: the address, both
 * ports, the signing key, and that no other witness uses the key or the same address with the
 * same P2P port.
 */
export function registrationProblems(form: RegistrationForm, account: string, witnesses: readonly RankedWitness[]): RegistrationProblems {
  const problems: RegistrationProblems = {};
  const address = addressProblem(form);
  if (address) problems.address = address;
  const p2pPort = portOf(form.p2pPort);
  if (portOf(form.rpcPort) === null) problems.rpcPort = PORT_TEXT;
  if (p2pPort === null) problems.p2pPort = PORT_TEXT;
  const key = form.signingKey.trim();
  const keyProblem = signingKeyProblem(key);
  if (keyProblem) problems.signingKey = keyProblem;

  const others = witnesses.filter((witness) => witness.account !== account);
  const keyOwner = others.find((witness) => witness.signingKey === key);
  if (!keyProblem && keyOwner) problems.signingKey = `The witness ${keyOwner.account} already uses this signing key.`;
  const value = form.address.trim();
  const sameNode = others.find((witness) => witness.address?.kind === form.addressKind && witness.address.value === value && witness.p2pPort === p2pPort);
  if (!problems.address && !problems.p2pPort && sameNode) {
    problems.p2pPort = `The witness ${sameNode.account} already uses this ${form.addressKind === 'domain' ? 'domain' : 'IP'} with P2P port ${p2pPort}.`;
  }
  return problems;
}
