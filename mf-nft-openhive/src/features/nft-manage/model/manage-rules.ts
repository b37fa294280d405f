import BigNumber from 'bignumber.js';
import type { NftProperty } from '../../../shared';
import type { PropertyValue } from './nft-actions';

/** The nft contract's limits (reference §6) the issuer forms check before sending. */
export const FREE_PROPERTIES = 3;
export const MAX_PROPERTY_NAME_LENGTH = 25;
export const MAX_STRING_VALUE_LENGTH = 100;
export const MAX_METADATA_LENGTH = 1000;
export const MAX_COOLDOWN_DAYS = 18250;
export const MAX_ISSUE_AT_ONCE = 10;
export const MAX_LOCKED_TYPES = 10;
export const PROPERTY_TYPES = ['string', 'number', 'boolean'] as const;

export const MANAGE_MESSAGES = {
  propertyName: `Letters and digits only, at most ${MAX_PROPERTY_NAME_LENGTH} characters`,
  propertyTaken: (name: string) => `${name} is already a property of this NFT`,
  notNumber: 'Enter a number (e.g. 3 or 2.5)',
  tooLong: `At most ${MAX_STRING_VALUE_LENGTH} characters`,
  notEditor: 'You are not among the accounts allowed to set this property',
  metadataTooLong: (length: number) => `Saved, these details would take ${length} characters; the contract takes at most ${MAX_METADATA_LENGTH}`,
  cooldown: `A whole number of days from 1 to ${MAX_COOLDOWN_DAYS.toLocaleString('en-US')}`,
  fullyIssued: 'The whole max supply is issued',
  overSupply: (left: number) => `Only ${left.toLocaleString('en-US')} more can be issued (max supply)`,
  notIssuer: 'You are not among its issuing accounts: add yourself under Issuers first',
  sameName: 'Enter a name different from the current one',
  supplyIssued: 'Instances are issued: property definitions can no longer change',
  groupByRename: 'A grouping property cannot be renamed',
  noChange: 'Change something first',
} as const;

/** A property name: letters and digits, 1–25 characters, not one the definition has. */
export function propertyNameProblem(name: string, properties: readonly NftProperty[]): string | null {
  if (!new RegExp(`^[A-Za-z0-9]{1,${MAX_PROPERTY_NAME_LENGTH}}$`).test(name)) return MANAGE_MESSAGES.propertyName;
  return properties.some((property) => property.name === name) ? MANAGE_MESSAGES.propertyTaken(name) : null;
}

/** A typed value for an instance's property, or null when left empty (then not sent). */
export function propertyValueProblem(type: string, text: string): string | null {
  if (text === '') return null;
  if (type === 'number') return /^-?\d+(\.\d+)?$/.test(text.trim()) && new BigNumber(text.trim()).isFinite() ? null : MANAGE_MESSAGES.notNumber;
  if (type === 'string') return text.length > MAX_STRING_VALUE_LENGTH ? MANAGE_MESSAGES.tooLong : null;
  return null;
}

/** What is sent for a checked value: a number, a boolean or the text itself. */
export function propertyValueOf(type: string, text: string): PropertyValue {
  if (type === 'number') return Number(text.trim());
  if (type === 'boolean') return text === 'true';
  return text;
}

/** The fee of one more property: free up to three, then `dataPropertyCreationFee` BEE each. */
export function propertyFee(propertyCount: number, dataPropertyCreationFee: string): string {
  return propertyCount >= FREE_PROPERTIES ? dataPropertyCreationFee : '0';
}

/** How many more instances the max supply allows (Infinity when unlimited). */
export function instancesLeft(maxSupply: number, supply: number): number {
  return maxSupply === 0 ? Infinity : Math.max(0, maxSupply - supply);
}

/** `nftIssuanceFee[feeSymbol] × (1 + properties defined) × instances`, as the contract burns it. */
export function issuanceFee(baseFee: string, propertyCount: number, instances: number): BigNumber {
  return new BigNumber(baseFee).multipliedBy(1 + propertyCount).multipliedBy(instances);
}

/** The undelegation cooldown: whole days 1–18,250. */
export function cooldownProblem(text: string): string | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) && Number(trimmed) >= 1 && Number(trimmed) <= MAX_COOLDOWN_DAYS ? null : MANAGE_MESSAGES.cooldown;
}
