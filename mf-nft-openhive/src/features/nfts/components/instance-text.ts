import type { InstanceListRow } from '../model/instance-rows';

/** The owner as the list says it: the account, a contract marked as such, or Burned. */
export function ownerText({ owner }: InstanceListRow): string {
  if (owner.kind === 'contract') return `${owner.name} (contract)`;
  return owner.kind === 'burned' ? 'Burned' : owner.name;
}
