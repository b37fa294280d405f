import { expectNoSeriousA11yViolations } from '../../fixtures/axe';
import { expect, test } from '../../fixtures';
import { chain, nftChain, NftPages } from '../../pages/nft';

const SIDECHAIN_NODES = 9;
const supplyText = (supply: number, max: number) => `${supply.toLocaleString('en-US')} / ${max === 0 ? 'unlimited' : max.toLocaleString('en-US')}`;

test('lists every seeded definition with its supply, issuer, market and delegation; search by symbol or name', async ({ page }) => {
  const definitions = await nftChain.definitions();
  const nfts = new NftPages(page);
  await nfts.openList();
  await expect(page.getByText(`${definitions.length} NFTs`, { exact: true })).toBeVisible();
  for (const symbol of ['CITY', 'PUNK', 'MEMES']) {
    const row = definitions.find((definition) => definition.symbol === symbol)!;
    await expect(nfts.row(symbol)).toContainText(supplyText(row.supply, row.maxSupply));
    await expect(nfts.row(symbol)).toContainText(row.issuer);
  }
  // every seeded NFT has its market enabled; only CITY and STAR have delegation
  await expect(nfts.row('CITY').getByRole('cell')).toHaveText([/CITY/, 'dCity', /\//, 'dcitygame', 'Yes', 'Yes']);
  await expect(nfts.row('PUNK').getByRole('cell').nth(5)).toHaveText('No');

  await nfts.search.fill('punk');
  await expect.poll(() => nfts.listedSymbols()).toEqual(['PUNK']);
  await nfts.search.fill('dcity');
  await expect.poll(() => nfts.listedSymbols()).toEqual(['CITY']);
  await nfts.search.fill('no such nft');
  await expect(nfts.table).toContainText('No NFT has a symbol or name containing “no such nft”.');
});

test('sorts by a header, from the keyboard too, both ways', async ({ page }) => {
  const definitions = await nftChain.definitions();
  const nfts = new NftPages(page);
  await nfts.openList();
  const bySymbol = definitions.map((row) => row.symbol).sort();
  await expect.poll(() => nfts.listedSymbols()).toEqual(bySymbol);

  const bySupply = [...definitions].sort((a, b) => b.supply - a.supply || (a.symbol < b.symbol ? -1 : 1)).map((row) => row.symbol);
  await nfts.sortButton('Supply / max').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => nfts.listedSymbols()).toEqual(bySupply);
  await expect(nfts.table.getByRole('columnheader', { name: 'Supply / max' })).toHaveAttribute('aria-sort', 'descending');
  await page.keyboard.press('Space');
  await expect(nfts.table.getByRole('columnheader', { name: 'Supply / max' })).toHaveAttribute('aria-sort', 'ascending');
  const ascending = [...definitions].sort((a, b) => a.supply - b.supply || (a.symbol < b.symbol ? -1 : 1)).map((row) => row.symbol);
  await expect.poll(() => nfts.listedSymbols()).toEqual(ascending);

  await nfts.sortButton('NFT').click();
  await nfts.sortButton('NFT').click();
  await expect.poll(() => nfts.listedSymbols()).toEqual([...bySymbol].reverse());
});

test('a definition’s page shows its properties and its instances as on the chain, and reads more as it is scrolled', async ({ page }) => {
  const definition = (await nftChain.definition('NFTSR'))!;
  const firstIds = await nftChain.instances('NFTSR', { _id: { $lte: 30 } });
  const nfts = new NftPages(page);
  await nfts.openList();
  await nfts.row('NFTSR').getByRole('link', { name: 'NFTSR' }).click();
  await expect(page).toHaveURL(/\/nfts\?symbol=NFTSR$/);
  await expect(nfts.heading('NFTSR')).toBeVisible();
  await expect(nfts.figure('Issuer')).toHaveText('nftshowroom');
  await expect(nfts.figure('Supply / max')).toHaveText(supplyText(definition.supply, definition.maxSupply));
  await expect(nfts.figure('Market')).toHaveText('Enabled');
  await expect(nfts.figure('Website').getByRole('link', { name: 'https://nftshowroom.com/' })).toHaveAttribute('href', 'https://nftshowroom.com/');
  await expect(nfts.propertiesTable.getByRole('row')).toHaveCount(3);
  const series = definition.properties.artSeries;
  const names = (list: string[]) => (list.length === 0 ? 'None' : list.join(', '));
  await expect(nfts.propertiesTable.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    'artSeries',
    series.type,
    series.isReadOnly ? 'Yes' : 'No',
    names(series.authorizedEditingAccounts),
    names(series.authorizedEditingContracts),
  ]);

  expect(definition.supply).toBeGreaterThan(200);
  await expect(nfts.instanceCount).toHaveText(`200 of ${definition.supply.toLocaleString('en-US')} shown: scroll for more`);
  for (const instance of firstIds.slice(0, 6)) {
    if (instance.account === 'nftmarket') continue;
    const row = nfts.instance(instance._id);
    await expect(row.getByRole('cell').nth(1)).toHaveText(instance.account === 'null' ? 'Burned' : instance.account);
    await expect(row.getByRole('cell').nth(2)).toHaveText(`artSeries: ${instance.properties.artSeries}, edition: ${instance.properties.edition}`);
  }
  const first = firstIds[0];
  await nfts.instanceDetailsButton(first._id).click();
  const dialog = nfts.instanceDialog('NFTSR', first._id);
  await expect(nfts.figure('artSeries')).toHaveText(String(first.properties.artSeries));
  await expect(nfts.figure('edition')).toHaveText(String(first.properties.edition));
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // a listed instance: held by the market contract, shown with its seller and price from the sell book
  const listed = firstIds.find((instance) => instance.account === 'nftmarket')!;
  const [order] = await chain.find<{ account: string; price: string; priceSymbol: string }>('nftmarket', 'NFTSRsellBook', { nftId: String(listed._id) });
  await expect(nfts.instance(listed._id).getByRole('cell').nth(1)).toHaveText(order.account);
  await expect(nfts.instance(listed._id).getByRole('cell').nth(5)).toHaveText(`${order.price} ${order.priceSymbol}`);

  await nfts.scrollInstancesToEnd();
  await expect(nfts.instanceCount).toHaveText(new RegExp(`^${Math.min(400, definition.supply)} of `));
  const [deep] = await nftChain.instances('NFTSR', { _id: 201 });
  await expect.poll(async () => (await nfts.renderedInstanceIds()).some((id) => id > 200)).toBe(true);
  await nfts.instances.locator('xpath=..').evaluate((box) => box.scrollTo({ top: 197 * 44 }));
  await expect(nfts.instance(201).getByRole('cell').nth(1)).toHaveText(deep.account === 'null' ? 'Burned' : deep.account === 'nftmarket' ? /.+/ : deep.account);
});

test('a hostile collection is shown as inert text: no script, no javascript: or data: link or image', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const nfts = new NftPages(page);
  await nfts.openList();
  await nfts.search.fill('evil');
  await expect(nfts.row('EVILART')).toContainText('<script>alert(1)</script>');

  await nfts.openDefinition('EVILART');
  await expect(page.getByTestId('nft-name')).toHaveText('<script>alert(1)</script>');
  await expect(nfts.figure('Organisation')).toHaveText('<img src=x onerror=alert(1)>');
  await expect(nfts.figure('Product')).toHaveText('Invoice fdp.exe');
  await expect(nfts.figure('Website')).toHaveText('—');
  await expect(page.getByTestId('nft-description')).toContainText('Very long description.');
  await expect(nfts.instances.getByRole('row').nth(1)).toBeVisible();
  await expect(nfts.instances).toContainText(/title: (<img src=x onerror=alert\(1\)>|BEE|🐝)/);
  await expect(page.locator('main img[src="x"], main script, main a[href^="javascript:"], main img[src^="data:"], main img[src^="javascript:"]')).toHaveCount(0);
  expect(await page.locator('main').evaluate((main) => /[\u200B-\u200F\u202A-\u202E]/.test(main.textContent ?? ''))).toBe(false);
  expect(dialogs).toEqual([]);
});

test('a failed sidechain read says so with Retry, on the list and on more instances', async ({ page, devnet }) => {
  for (let node = 0; node < SIDECHAIN_NODES; node += 1) await devnet.fault('sidechain', node, 'down');
  const nfts = new NftPages(page);
  await nfts.openList();
  await expect(page.getByRole('alert').filter({ hasText: 'The NFT definitions could not be read from the sidechain nodes.' })).toBeVisible();
  await expect(nfts.table).toHaveCount(0);
  await devnet.clearFaults();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(nfts.row('CITY')).toBeVisible();

  await nfts.openDefinition('CITY');
  await expect(nfts.instanceCount).toContainText('200 of');
  for (let node = 0; node < SIDECHAIN_NODES; node += 1) await devnet.fault('sidechain', node, 'down');
  await nfts.scrollInstancesToEnd();
  await expect(page.getByRole('alert').filter({ hasText: 'Instances could not be read from the sidechain nodes.' })).toBeVisible();
  await expect(nfts.instanceCount).toContainText('200 of');
  await devnet.clearFaults();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(nfts.instanceCount).toContainText(/^(400|\d+) of/);
  await expect(nfts.instanceCount).not.toContainText(/^200 of/);
});

test('an unknown symbol says so', async ({ page }) => {
  const nfts = new NftPages(page);
  await nfts.openDefinition('NOSUCHNFT');
  await expect(page.getByText('No NFT has the symbol NOSUCHNFT.')).toBeVisible();
});

test('the list and a definition fit a 375 px phone, without serious accessibility violations', async ({ page }) => {
  const nfts = new NftPages(page);
  await nfts.openList();
  await expect(nfts.row('CITY')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(nfts.table.getByRole('columnheader')).toHaveText([/^NFT/, 'Supply / max']);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);

  await nfts.openDefinition('CITY');
  await expect(nfts.instances.getByRole('row').nth(1)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);
});
