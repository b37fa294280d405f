import type { ContractApi } from '../../chain/contract-api';
import { BigNumber } from '../shared/chain-number';
import { GOVERNANCE_TOKEN_PRECISION } from './constants';
import { isAlphanumeric, isFullyQualifiedDomain, isIpAddress } from './node-address';
import { newWitnessRow, readParams, witnesses, witnessesParams, type WitnessRow } from './rows';

type Payload = Record<string, unknown>;

const SIGNING_KEY_LENGTH = 53;

/** The contract refuses port 0 despite its message (it tests the port for truthiness first). */
function isPort(value: unknown): value is number {
  return typeof value === 'number' && value !== 0 && Number.isInteger(value) && value >= 0 && value <= 65535;
}

/** Domain or IP (exactly one, valid), both ports, the signing key and `enabled`, in the contract's order. */
function checkRegistration(api: ContractApi, payload: Payload): boolean {
  const { domain, IP, RPCPort, P2PPort, signingKey, enabled } = payload;
  const validAddress = () =>
    (Boolean(domain) && api.assert(typeof domain === 'string' && isFullyQualifiedDomain(domain), 'domain is invalid')) ||
    (Boolean(IP) && api.assert(typeof IP === 'string' && isIpAddress(IP), 'IP is invalid'));
  return (
    api.assert(payload.isSignedWithActiveKey === true, 'active key required') &&
    api.assert(domain || IP, 'neither domain nor ip provided') &&
    api.assert(!(domain && IP), 'both domain and ip provided') &&
    validAddress() &&
    api.assert(isPort(RPCPort), 'RPCPort must be an integer between 0 and 65535') &&
    api.assert(isPort(P2PPort), 'P2PPort must be an integer between 0 and 65535') &&
    api.assert(isAlphanumeric(signingKey) && (signingKey as string).length === SIGNING_KEY_LENGTH, 'invalid signing key') &&
    api.assert(typeof enabled === 'boolean', 'enabled must be a boolean')
  );
}

/** Nobody else uses the signing key, nor the same IP (or domain) with the same P2P port. */
function checkUnique(api: ContractApi, payload: Payload): boolean {
  const { domain, IP, P2PPort, signingKey } = payload;
  const freeFor = (row: WitnessRow | null) => row === null || row.account === api.sender;
  if (!api.assert(freeFor(witnesses(api).findOne({ signingKey })), 'a witness is already using this signing key')) return false;
  const sameAddress = IP ? witnesses(api).findOne({ IP, P2PPort }) : witnesses(api).findOne({ domain, P2PPort });
  return api.assert(freeFor(sameAddress), `a witness is already using this ${IP ? 'IP' : 'domain'}/Port`);
}

/**
 * `register {domain | IP, RPCPort, P2PPort, signingKey, enabled}` (active key): a new witness
 * starts with no weight; a registered one is updated in place, switching between IP and domain,
 * and the enabled total follows a change of `enabled`. No event.
 */
export function register(api: ContractApi, payload: Payload): void {
  if (!checkRegistration(api, payload) || !checkUnique(api, payload)) return;
  const { domain, IP, RPCPort, P2PPort, signingKey, enabled } = payload as {
    domain?: string;
    IP?: string;
    RPCPort: number;
    P2PPort: number;
    signingKey: string;
    enabled: boolean;
  };
  const address = IP ? { IP } : { domain };
  const existing = witnesses(api).findOne({ account: api.sender });
  if (existing === null) {
    witnesses(api).insert(newWitnessRow(api.sender as string, { signingKey, RPCPort, P2PPort, enabled, ...address }));
    return;
  }
  const enabledChanged = existing.enabled !== enabled;
  delete existing.IP;
  delete existing.domain;
  witnesses(api).update({ ...existing, ...address, RPCPort, P2PPort, signingKey, enabled });
  const params = readParams(api);
  if (enabledChanged) {
    const weight = existing.approvalWeight.$numberDecimal;
    const total = new BigNumber(params.totalEnabledApprovalWeight);
    params.totalEnabledApprovalWeight = (enabled ? total.plus(weight) : total.minus(weight)).toFixed(GOVERNANCE_TOKEN_PRECISION);
  }
  witnessesParams(api).update(params);
}
