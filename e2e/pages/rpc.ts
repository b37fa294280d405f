import { expect, type Page, type Request } from '@playwright/test';
import { DEVNET_URL } from '../fixtures/devnet-control';
import { SITE_URL } from '../fixtures/session';

/** The devnet's sidechain node number `n`, as the runtime config lists it. */
export const sidechainNode = (n: number) => `${DEVNET_URL}/sidechain/${n}`;

export const RPC_COOKIES = { hive: 'hive-rpc', sidechain: 'sidechain-rpc', sidechainId: 'sidechain-id' } as const;

/** Records which sidechain node each JSON-RPC request of the page went to (probes of the modal apart). */
export class SidechainTraffic {
  private readonly requests: Request[] = [];

  constructor(page: Page) {
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/sidechain/')) this.requests.push(request);
    });
  }

  /** Node numbers asked, in order. */
  nodes(): number[] {
    return this.requests.map((request) => Number(new URL(request.url()).pathname.split('/')[2]));
  }

  clear(): void {
    this.requests.length = 0;
  }
}

/** The fixed RPC Configuration button and its modal, found by role and label. */
export class RpcConfiguration {
  constructor(readonly page: Page) {}

  get button() {
    return this.page.getByRole('button', { name: 'RPC Configuration' });
  }

  get dialog() {
    return this.page.getByRole('dialog', { name: 'RPC Configuration' });
  }

  get sidechainNodes() {
    return this.dialog.getByRole('radiogroup', { name: 'Sidechain node' });
  }

  get hiveNodes() {
    return this.dialog.getByRole('radiogroup', { name: 'Hive node' });
  }

  nodeOption(group: 'sidechain' | 'hive', address: string) {
    const radios = group === 'sidechain' ? this.sidechainNodes : this.hiveNodes;
    return radios.getByRole('radio', { name: new RegExp(`^${address.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\b`) });
  }

  get sidechainAddress() {
    return this.dialog.getByLabel('Sidechain node address');
  }

  get hiveAddress() {
    return this.dialog.getByLabel('Hive node address');
  }

  /** The confirmation under a group's typed address, shown while that address is chosen. */
  trust(group: 'sidechain' | 'hive') {
    return this.dialog.getByRole('group', { name: group === 'sidechain' ? 'Sidechain node' : 'Hive node', exact: true }).getByRole('checkbox', { name: /^I trust this node/ });
  }

  get sidechainId() {
    return this.dialog.getByLabel('Sidechain id');
  }

  async open(): Promise<void> {
    await this.button.click();
    await expect(this.dialog).toBeVisible();
  }

  /** Waits until no node of the modal is still being checked. */
  async probesDone(): Promise<void> {
    await expect(this.dialog.getByText('checking…')).toHaveCount(0);
  }

  async save(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Save' }).click();
  }

  async cookie(name: string): Promise<string | undefined> {
    const cookies = await this.page.context().cookies(SITE_URL);
    return cookies.find((cookie) => cookie.name === name)?.value;
  }
}
