import BigNumber from 'bignumber.js';

/** The packmanager contract's limits on one `open` (reference §11). */
export const MAX_CARDS_PER_OPEN = 60;
export const MAX_PACKS_PER_OPEN = 999;

/** The most packs one action may open: 60 cards at most, 999 packs at most. */
export function maxPacksPerOpen(cardsPerPack: number): number {
  return cardsPerPack > 0 ? Math.min(MAX_PACKS_PER_OPEN, Math.floor(MAX_CARDS_PER_OPEN / cardsPerPack)) : 0;
}

/** Why this many packs cannot be opened, or null: a whole number from 1, held, within the action's limit. */
export function packCountProblem(text: string, held: string, cardsPerPack: number): string | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed) || Number(trimmed) < 1) return 'Enter a whole number of packs, at least 1';
  const count = Number(trimmed);
  if (new BigNumber(held).lt(count)) return `You hold ${new BigNumber(held).toFixed()} of these packs`;
  const max = maxPacksPerOpen(cardsPerPack);
  if (count > max) return `At most ${max} at once: each pack opens ${cardsPerPack} cards and one action issues at most ${MAX_CARDS_PER_OPEN}`;
  return null;
}

/** BEE the fee pool pays to issue `cards` cards: the nft issuance fee × (properties + 1) per card. */
export function issuanceCost(baseFee: string, propertyCount: number, cards: number): BigNumber {
  return new BigNumber(baseFee).times(propertyCount + 1).times(cards);
}

/** The contract's refusal when the fee pool cannot pay, with the figures; null when it can. */
export function feePoolProblem(feePool: string, cost: BigNumber): string | null {
  if (new BigNumber(feePool).gte(cost)) return null;
  return `contract cannot afford issuance: the fee pool holds ${new BigNumber(feePool).toFixed(8)} BEE and these cards cost ${cost.toFixed(8)} BEE. The NFT’s owner can fund it in the pack wizard.`;
}
