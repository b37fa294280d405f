import { isValidSidechainId, nodeAddressProblem, type NodeAddressProblem } from '@tdx/settings';

/** The radio value of "an address I type". */
export const CUSTOM_NODE = 'custom';

export interface NodeField {
  /** A listed node address, or `CUSTOM_NODE`. */
  choice: string;
  /** What the user typed as a custom address (kept while another node is chosen). */
  custom: string;
}

export interface RpcForm {
  sidechain: NodeField;
  hive: NodeField;
  sidechainId: string;
}

export type RpcFormProblems = Partial<Record<keyof RpcForm, string>>;

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

export const SIDECHAIN_ID_MESSAGE = 'The sidechain id must start with ssc- (at most 32 characters, no spaces)';

function fieldFor(current: string, listed: readonly string[]): NodeField {
  return listed.includes(current) ? { choice: current, custom: '' } : { choice: CUSTOM_NODE, custom: current };
}

/** The form as the dialog opens: the nodes in effect selected, a node outside the lists as the custom address. */
export function initialForm(current: RpcChoices, lists: { sidechain: readonly string[]; hive: readonly string[] }): RpcForm {
  return { sidechain: fieldFor(current.sidechain, lists.sidechain), hive: fieldFor(current.hive, lists.hive), sidechainId: current.sidechainId };
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

/** A message per field that cannot be saved; empty when the whole form can. */
export function formProblems(form: RpcForm): RpcFormProblems {
  const problems: RpcFormProblems = {
    sidechain: nodeProblem(form.sidechain),
    hive: nodeProblem(form.hive),
    sidechainId: isValidSidechainId(form.sidechainId.trim()) ? undefined : SIDECHAIN_ID_MESSAGE,
  };
  return Object.fromEntries(Object.entries(problems).filter(([, message]) => message !== undefined));
}

/** What the form asks to save. */
export function formChoices(form: RpcForm): RpcChoices {
  return { sidechain: chosenNode(form.sidechain), hive: chosenNode(form.hive), sidechainId: form.sidechainId.trim() };
}
