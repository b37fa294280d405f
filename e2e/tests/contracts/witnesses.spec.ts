import BigNumber from 'bignumber.js';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe';
import { expect, test } from '../../fixtures';
import { chain, WitnessesPage, witnessesChain, type WitnessRow } from '../../pages/contracts-witnesses';

/** A weight as the page shows it (5 decimals, group separators). */
const shown = (weight: BigNumber.Value) => new BigNumber(weight).toFormat(5);
const signingKey = (letter: string) => `STM${letter.repeat(50)}`;

/** The best-ranked witness `account` has not approved, with its rank. */
async function unapprovedWitness(account: string): Promise<{ witness: WitnessRow; rank: number }> {
  const [ranked, approved] = await Promise.all([witnessesChain.ranked(), witnessesChain.approvals(account)]);
  const index = ranked.findIndex((row) => !approved.includes(row.account) && row.account !== account);
  return { witness: ranked[index], rank: index + 1 };
}

test('an anonymous visitor sees the witnesses ranked by weight with the top cut, and a login prompt instead of votes', async ({ page }) => {
  const witnesses = new WitnessesPage(page);
  await witnesses.goto();
  const [first] = await witnessesChain.ranked();
  const firstRow = witnesses.bodyRows.first();
  await expect(firstRow).toContainText(first.account);
  await expect(await witnesses.cell(firstRow, 'Approval weight (WORKERBEE)')).toHaveText(shown(first.approvalWeight.$numberDecimal));
  await expect(await witnesses.cell(firstRow, 'Node (domain or IP)')).toHaveText((first.domain ?? first.IP) as string);
  await expect(witnesses.table.getByText('Top 20').first()).toBeVisible();
  await expect(page.getByText('Log in to approve witnesses with your staked WORKERBEE.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Approve / })).toHaveCount(0);
  await expect(witnesses.registration).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('approving a witness adds the user\'s WORKERBEE weight on chain and on the page, withdrawing takes it off', async ({ page, logIn }) => {
  await logIn('alice');
  const witnesses = new WitnessesPage(page);
  const { witness, rank } = await unapprovedWitness('alice');
  const [before, aliceWeight, approvedBefore] = await Promise.all([witnessesChain.weight(witness.account), witnessesChain.voterWeight('alice'), witnessesChain.approvals('alice')]);
  expect(new BigNumber(aliceWeight).gt(0)).toBe(true);
  await witnesses.goto();
  await expect(witnesses.figure('Your approval weight')).toHaveText(`${shown(aliceWeight)} WORKERBEE`);
  await expect(witnesses.figure('Approvals')).toHaveText(`${approvedBefore.length} of 30 used, ${30 - approvedBefore.length} left`);
  // seeded votes date from block 0: they lapse from block 0 + 5,184,000 + 1
  await expect(witnesses.figure('Your approvals expire')).toContainText(/^At block 5,184,001, about /);

  await (await witnesses.row(witness.account, rank)).scrollIntoViewIfNeeded();
  await witnesses.approve(witness.account).click();
  await expect(witnesses.withdraw(witness.account)).toBeVisible();
  const after = new BigNumber(before).plus(aliceWeight);
  await expect.poll(() => witnessesChain.weight(witness.account)).toBe(after.toFixed(5));
  expect(await witnessesChain.latestPayload()).toMatchObject({ witness: witness.account, isSignedWithActiveKey: false });
  const row = await witnesses.row(witness.account, rank);
  await expect(await witnesses.cell(row, 'Approval weight (WORKERBEE)')).toHaveText(shown(after));
  await expect(row).toContainText('approved by you');
  await expect(witnesses.figure('Approvals')).toHaveText(`${approvedBefore.length + 1} of 30 used, ${29 - approvedBefore.length} left`);
  // the vote restarted the count from its block
  const [votes] = await chain.find<{ lastApproveBlock: number }>('witnesses', 'accounts', { account: 'alice' });
  expect(votes.lastApproveBlock).toBeGreaterThan(0);
  await expect(witnesses.figure('Your approvals expire')).toContainText(`At block ${new BigNumber(votes.lastApproveBlock + 5_184_001).toFormat(0)}, about `);

  await witnesses.withdraw(witness.account).click();
  await expect(witnesses.approve(witness.account)).toBeVisible();
  await expect.poll(() => witnessesChain.weight(witness.account)).toBe(new BigNumber(before).toFixed(5));
  await expect(await witnesses.cell(await witnesses.row(witness.account, rank), 'Approval weight (WORKERBEE)')).toHaveText(shown(before));
  expect(await witnessesChain.approvals('alice')).toEqual(approvedBefore);
});

test('at the approval limit the buttons say why; an approval the chain refuses shows the contract\'s message', async ({ page, logIn, devnet }) => {
  await logIn('dave');
  const witnesses = new WitnessesPage(page);
  const approved = await witnessesChain.approvals('dave');
  expect(approved).toHaveLength(30);
  await witnesses.goto();
  await expect(witnesses.figure('Approvals')).toHaveText('30 of 30 used, 0 left');
  const limitText = 'You approved the most witnesses allowed (30): withdraw an approval before adding another.';
  await expect(witnesses.votes.getByText(limitText)).toBeVisible();
  const { witness, rank } = await unapprovedWitness('dave');
  await (await witnesses.row(witness.account, rank)).scrollIntoViewIfNeeded();
  await expect(witnesses.approve(witness.account)).toBeDisabled();
  await expect(witnesses.approve(witness.account)).toHaveAccessibleDescription(limitText);

  // dave withdraws one approval elsewhere: the page, read again, offers one more...
  await chain.broadcast('dave', { contractName: 'witnesses', contractAction: 'disapprove', contractPayload: { witness: approved[0] } });
  await expect.poll(() => witnessesChain.approvals('dave')).toHaveLength(29);
  await witnesses.goto();
  await expect(witnesses.figure('Approvals')).toHaveText('29 of 30 used, 1 left');
  // ...but approves again elsewhere while the Keychain is open, so the chain refuses the page's approval
  await devnet.keychain('interactive');
  await (await witnesses.row(witness.account, rank)).scrollIntoViewIfNeeded();
  await witnesses.approve(witness.account).click();
  const keychain = page.getByRole('dialog', { name: 'Hive Keychain (devnet)' });
  await expect(keychain).toBeVisible();
  await chain.broadcast('dave', { contractName: 'witnesses', contractAction: 'approve', contractPayload: { witness: approved[0] } });
  await expect.poll(() => witnessesChain.approvals('dave')).toHaveLength(30);
  await keychain.getByRole('button', { name: 'Approve' }).click();
  await expect(witnesses.message('you can only approve 30 witnesses')).toBeVisible();
  await expect(witnesses.figure('Approvals')).toHaveText('30 of 30 used, 0 left');
  await expect(witnesses.approve(witness.account)).toBeDisabled();
  expect(await witnessesChain.approvals('dave')).not.toContain(witness.account);
});

test('a new witness registers with a domain, ports, signing key and enabled; the row is on chain and in the list', async ({ page, logIn }) => {
  await logIn('alice');
  const witnesses = new WitnessesPage(page);
  expect(await witnessesChain.witness('alice')).toBeUndefined();
  await witnesses.goto();
  await expect(witnesses.registration.getByRole('heading', { name: 'Run a witness' })).toBeVisible();
  await witnesses.field('Domain').fill('node.alice.example');
  await witnesses.field('RPC port').fill('5000');
  await witnesses.field('P2P port').fill('5001');
  await witnesses.field('Signing key').fill(signingKey('A'));
  await witnesses.registration.getByRole('button', { name: 'Register witness' }).click();
  await expect(witnesses.message('Your witness is registered')).toBeVisible();
  expect(await witnessesChain.witness('alice')).toMatchObject({
    account: 'alice', domain: 'node.alice.example', RPCPort: 5000, P2PPort: 5001, signingKey: signingKey('A'), enabled: true, approvalWeight: { $numberDecimal: '0' },
  });
  expect(await witnessesChain.latestPayload()).toMatchObject({ isSignedWithActiveKey: true });
  const rank = (await witnessesChain.ranked()).findIndex((row) => row.account === 'alice') + 1;
  await expect(await witnesses.row('alice', rank)).toContainText('No approvals');
});

test('a registered witness finds its node prefilled and updates it, switching to an IP and off', async ({ page, logIn }) => {
  await logIn('bob');
  const witnesses = new WitnessesPage(page);
  const own = (await witnessesChain.witness('bob')) as WitnessRow;
  await witnesses.goto();
  await expect(witnesses.registration.getByRole('heading', { name: 'Your witness' })).toBeVisible();
  await expect(witnesses.field(own.domain ? 'Domain' : 'IP address')).toHaveValue((own.domain ?? own.IP) as string);
  await expect(witnesses.field('RPC port')).toHaveValue(String(own.RPCPort));
  await expect(witnesses.field('Signing key')).toHaveValue(own.signingKey);
  await witnesses.registration.getByRole('radio', { name: 'IP address' }).check();
  await witnesses.field('IP address').fill('203.0.113.9');
  await witnesses.registration.getByRole('switch').uncheck();
  await witnesses.registration.getByRole('button', { name: 'Update witness' }).click();
  await expect(witnesses.message('Your witness is up to date')).toBeVisible();
  const updated = await witnessesChain.witness('bob');
  expect(updated).toMatchObject({ IP: '203.0.113.9', enabled: false, signingKey: own.signingKey, approvalWeight: own.approvalWeight });
  expect(updated).not.toHaveProperty('domain');
});

test('bad registration input is refused beside each field and nothing is sent', async ({ page, logIn }) => {
  await logIn('alice');
  const witnesses = new WitnessesPage(page);
  const [other] = await witnessesChain.ranked();
  await witnesses.goto();
  const witnessCount = (await chain.find('witnesses', 'witnesses', {})).length;
  await witnesses.registration.getByRole('button', { name: 'Register witness' }).click();
  await expect(witnesses.message('Correct the fields marked in red first: nothing was sent.')).toBeVisible();
  await expect(witnesses.registration.getByText('Enter the domain name of your node.')).toBeVisible();
  await witnesses.field('Domain').fill('my_node.example.');
  await expect(witnesses.registration.getByText(/A full domain name such as node.example.com/)).toBeVisible();
  await witnesses.registration.getByRole('radio', { name: 'IP address' }).check();
  await witnesses.field('IP address').fill('256.1.1.1');
  await expect(witnesses.registration.getByText(/An IPv4 address/)).toBeVisible();
  await witnesses.field('RPC port').fill('0');
  await witnesses.field('P2P port').fill('70000');
  await expect(witnesses.registration.getByText('A whole number from 1 to 65535.')).toHaveCount(2);
  await witnesses.field('Signing key').fill(`${signingKey('A')}-`);
  await expect(witnesses.registration.getByText('Letters and digits only.')).toBeVisible();
  await witnesses.field('Signing key').fill(signingKey('A').slice(4));
  await expect(witnesses.registration.getByText(/Exactly 53 characters .* this one has 49\./)).toBeVisible();
  await witnesses.field('Signing key').fill(other.signingKey);
  await expect(witnesses.registration.getByText(`The witness ${other.account} already uses this signing key.`)).toBeVisible();
  await witnesses.registration.getByRole('button', { name: 'Register witness' }).click();
  await expect(witnesses.field('RPC port')).toHaveValue('0');
  expect(await witnessesChain.witness('alice')).toBeUndefined();
  expect(await chain.find('witnesses', 'witnesses', {})).toHaveLength(witnessCount);
});

test('cancelling in Keychain sends nothing and keeps what was typed', async ({ page, logIn, devnet }) => {
  await logIn('alice');
  await devnet.keychain('cancel');
  const witnesses = new WitnessesPage(page);
  const { witness, rank } = await unapprovedWitness('alice');
  const before = await witnessesChain.weight(witness.account);
  await witnesses.goto();
  await (await witnesses.row(witness.account, rank)).scrollIntoViewIfNeeded();
  await witnesses.approve(witness.account).click();
  await expect(witnesses.message(`Approving ${witness.account} did not go through`)).toBeVisible();
  await expect(witnesses.approve(witness.account)).toBeEnabled();
  expect(await witnessesChain.weight(witness.account)).toBe(before);

  await witnesses.field('Domain').fill('node.alice.example');
  await witnesses.field('RPC port').fill('5000');
  await witnesses.field('P2P port').fill('5001');
  await witnesses.field('Signing key').fill(signingKey('A'));
  await witnesses.registration.getByRole('button', { name: 'Register witness' }).click();
  await expect(witnesses.registration.getByRole('alert')).toContainText(/cancel/i);
  await expect(witnesses.field('Domain')).toHaveValue('node.alice.example');
  await expect(witnesses.field('Signing key')).toHaveValue(signingKey('A'));
  expect(await witnessesChain.witness('alice')).toBeUndefined();
});

test('the sidechain nodes failing gives a clear message with Retry', async ({ page, devnet }) => {
  for (let node = 0; node <= 8; node += 1) await devnet.fault('sidechain', node, 'error');
  await page.goto('/witnesses');
  const failure = page.getByRole('alert').filter({ hasText: 'The witnesses could not be read from the sidechain nodes.' });
  await expect(failure).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(1);
  await devnet.clearFaults();
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(new WitnessesPage(page).bodyRows.first()).toBeVisible();
  await expect(page.getByText(/The witness settings could not be read/)).toHaveCount(0);
  await expect(page.getByText(/The 20 enabled witnesses/)).toBeVisible();
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the list, the votes and the form fit the screen and pass axe', async ({ page, logIn }) => {
    await logIn('alice');
    const witnesses = new WitnessesPage(page);
    await witnesses.goto();
    await expect(witnesses.figure('Approvals')).toBeVisible();
    const [first] = await witnessesChain.ranked();
    const firstRow = witnesses.bodyRows.first();
    // rank, weight and role share the witness cell; the table needs no sideways scrolling
    await expect(await witnesses.cell(firstRow, 'Witness')).toContainText(`1. ${first.account} · Top 20${shown(first.approvalWeight.$numberDecimal)} WORKERBEE`);
    await expect(firstRow.getByRole('button', { name: /^(Approve|Withdraw your approval of) / })).toBeInViewport({ ratio: 1 });
    expect(await witnesses.table.locator('xpath=..').evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
    await expect(witnesses.registration).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
  });
});
