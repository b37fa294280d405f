import { isValidSidechainId, nodeAddressProblem, type NodeAddressProblem } from '@tdx/settings';

/** The radio value of "an address I type". */
export const CUSTOM_NODE = 'custom';

export interface NodeField {
  /** A listed node address, or `CUSTOM_NODE`. */
  choice: string;
  /** What the user typed as a custom address (kept while another node is chosen). */
  custom: string;
  /** The user confirmed they trust the typed address (cleared when it changes). */
  trusted: boolean;
}

export interface RpcForm {
  sidechain: NodeField;
  hive: NodeField;
  sidechainId: string;
}

export type RpcFormProblems = Partial<Record<keyof RpcForm | 'sidechainTrust' | 'hiveTrust', string>>;

/** The choices in effect: the valid saved ones, else the configured defaults. */
export interface RpcChoices {
  sidechain: string;
  hive: string;
  sidechainId: string;
}

export const NODE_ADDRESS_MESSAGES: Record<NodeAddressProblem, string> = {
  invalid: 'Enter a full address, like https://node.example.com',
  notHttps: 'Only https addresses can be used',
  credentials: 'The address must not contain a user name or password',
};

export const TRUST_MESSAGE = 'Confirm that you trust this node before using it';

export const SIDECHAIN_ID_MESSAGE = 'The sidechain id must start with ssc- (at most 32 characters, no spaces)';

type NodeLists = { sidechain: readonly string[]; hive: readonly string[] };

/** A node in effect outside the list was confirmed when it was saved; an ignored saved address waits, unconfirmed, as the typed one. */
function fieldFor(current: string, listed: readonly string[], ignored: string | undefined): NodeField {
  return listed.includes(current) ? { choice: current, custom: ignored ?? '', trusted: false } : { choice: CUSTOM_NODE, custom: current, trusted: true };
}

/**
 * The form as the dialog opens: the nodes in effect selected, a node outside the lists as the custom
 * address, and a saved address the site ignores (never confirmed in this browser) typed in for the user to confirm.
 */
export function initialForm(current: RpcChoices, lists: NodeLists, ignored: Partial<Record<'sidechain' | 'hive', string>> = {}): RpcForm {
  return {
    sidechain: fieldFor(current.sidechain, lists.sidechain, ignored.sidechain),
    hive: fieldFor(current.hive, lists.hive, ignored.hive),
    sidechainId: current.sidechainId,
  };
}

/** The address a node field stands for. */
export function chosenNode(field: NodeField): string {
  return field.choice === CUSTOM_NODE ? field.custom.trim() : field.choice;
}

function nodeProblem(field: NodeField): string | undefined {
  if (field.choice !== CUSTOM_NODE) return undefined;
  const problem = nodeAddressProblem(chosenNode(field));
  return problem ? NODE_ADDRESS_MESSAGES[problem] : undefined;
}

/** A typed address outside the list, which the site would use on the user's word alone. */
function needsTrust(field: NodeField, listed: readonly string[]): boolean {
  return field.choice === CUSTOM_NODE && !listed.includes(chosenNode(field));
}

function trustProblem(field: NodeField, listed: readonly string[]): string | undefined {
  return needsTrust(field, listed) && !field.trusted ? TRUST_MESSAGE : undefined;
}

/** A message per field that cannot be saved; empty when the whole form can. */
export function formProblems(form: RpcForm, lists: NodeLists): RpcFormProblems {
  const problems: RpcFormProblems = {
    sidechain: nodeProblem(form.sidechain),
    sidechainTrust: trustProblem(form.sidechain, lists.sidechain),
    hive: nodeProblem(form.hive),
    hiveTrust: trustProblem(form.hive, lists.hive),
    sidechainId: isValidSidechainId(form.sidechainId.trim()) ? undefined : SIDECHAIN_ID_MESSAGE,
  };
  return Object.fromEntries(Object.entries(problems).filter(([, message]) => message !== undefined));
}

/** What the form asks to save. */
export function formChoices(form: RpcForm): RpcChoices {
  return { sidechain: chosenNode(form.sidechain), hive: chosenNode(form.hive), sidechainId: form.sidechainId.trim() };
}

/** The typed addresses outside the lists the user confirmed (the form has no problems). */
export function confirmedNodes(form: RpcForm, lists: NodeLists): string[] {
  return [needsTrust(form.sidechain, lists.sidechain) ? chosenNode(form.sidechain) : null, needsTrust(form.hive, lists.hive) ? chosenNode(form.hive) : null].filter(
    (address): address is string => address !== null,
  );
}
