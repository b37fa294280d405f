/** "120 / 10,000", or "120 / unlimited" when the max supply is 0. */
export function supplyText(supply: number, maxSupply: number): string {
  return `${supply.toLocaleString('en-US')} / ${maxSupply === 0 ? 'unlimited' : maxSupply.toLocaleString('en-US')}`;
}
