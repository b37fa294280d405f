import type { ActionHandler, CallResult, ContractApi } from '../../../chain/contract-api';
import { type BigNumber, subtractFixed, toBigNumber } from '../../shared/chain-number';
import { ACTIVE_KEY_REQUIRED, BURN_ACCOUNT, UTILITY_TOKEN_SYMBOL } from '../../shared/constants';
import { findBalance } from '../../shared/token-tables';
import { hasErrors, payFromSender } from '../../shared/token-transfers';
import { findNft, readParams as readNftParams } from '../../nft/tables';
import type { NftDefinition } from '../../nft/types';
import { ISSUE_BATCH_SIZE, MAX_CARDS_AT_ONCE, MAX_PACKS_PER_OPEN, PACKMANAGER_CONTRACT, UTILITY_TOKEN_PRECISION } from '../constants';
import { type RandomSource, rollPartition, transactionRandom } from '../random-roll';
import { findManagedNft, findPack, managedNftsTable, typesTable } from '../tables';
import type { InstanceType, PackSettings } from '../types';
import { isNonEmptyString } from '../validators';

const isPackCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_PACKS_PER_OPEN;

function holdsPacks(api: ContractApi, packSymbol: string, packs: number): boolean {
  const balance = findBalance(api, api.sender, packSymbol);
  return balance !== null && toBigNumber(balance.balance).gte(packs);
}

/** BEE the nft contract burns for one instance: base fee × (1 + properties defined). */
function issuanceFeeOf(api: ContractApi, nft: NftDefinition): BigNumber {
  return toBigNumber(readNftParams(api).nftIssuanceFee[UTILITY_TOKEN_SYMBOL]).multipliedBy(Object.keys(nft.properties).length + 1);
}

/**
 * One card: a foil roll, then category/rarity/team rolls (re-rolled up to numRolls times while no
 * type matches) and a random type among the matches — type 0 when none ever matched.
 */
function rollCard(random: RandomSource, settings: PackSettings, types: InstanceType[], to: string) {
  const foil = rollPartition(random, settings.foilChance);
  let candidates: InstanceType[] = [];
  for (let roll = 0; candidates.length === 0 && roll < settings.numRolls; roll += 1) {
    const category = rollPartition(random, settings.categoryChance);
    const rarity = rollPartition(random, settings.rarityChance);
    const team = rollPartition(random, settings.teamChance);
    candidates = types.filter((type) => type.category === category && type.rarity === rarity && type.team === team);
  }
  const type = candidates.length > 0 ? candidates[Math.floor(random() * candidates.length)].typeId : 0;
  return {
    symbol: settings.nft, fromType: 'contract', to, feeSymbol: UTILITY_TOKEN_SYMBOL,
    properties: { edition: settings.edition, foil, type },
  };
}

/** Issue events of one batch; none count when the batch logged an error (as the node checks). */
function countIssued(result: CallResult, to: string, nftSymbol: string): number {
  if (hasErrors(result)) return 0;
  return (result.events ?? []).filter(
    ({ contract, event, data }) =>
      contract === 'nft' && event === 'issue' && data.from === PACKMANAGER_CONTRACT && data.to === to && data.symbol === nftSymbol,
  ).length;
}

/** Rolls and issues `count` cards to the sender through `nft.issueMultiple`; how many were issued. */
function issueCards(api: ContractApi, settings: PackSettings, types: InstanceType[], count: number, isSignedWithActiveKey: unknown): number {
  const random = transactionRandom(api);
  const to = String(api.sender);
  let issued = 0;
  for (let start = 0; start < count; start += ISSUE_BATCH_SIZE) {
    const size = Math.min(ISSUE_BATCH_SIZE, count - start);
    const instances = Array.from({ length: size }, () => rollCard(random, settings, types, to));
    const result = api.executeSmartContract('nft', 'issueMultiple', { instances, isSignedWithActiveKey });
    issued += countIssued(result, to, settings.nft);
  }
  return issued;
}

/**
 * `open`: burns the sender's pack tokens and issues cardsPerPack random cards per pack, the
 * issuance fees paid out of the NFT's fee pool. The cards are the `nft` `issue` events of the logs.
 */
export const open: ActionHandler = (api, payload) => {
  const { packSymbol, nftSymbol, packs, isSignedWithActiveKey } = payload;
  const areParamsValid =
    api.assert(isSignedWithActiveKey === true, ACTIVE_KEY_REQUIRED) &&
    api.assert(isNonEmptyString(packSymbol) && isNonEmptyString(nftSymbol) && isPackCount(packs), 'invalid params');
  if (!areParamsValid) return;

  const settings = findPack(api, packSymbol, nftSymbol);
  if (!api.assert(settings !== null, 'pack does not open this NFT') || settings === null) return;
  if (!api.assert(holdsPacks(api, packSymbol, packs), 'you must have enough packs')) return;
  const nft = findNft(api, nftSymbol);
  const managed = findManagedNft(api, nftSymbol);
  if (!api.assert(nft !== null, 'NFT symbol must exist') || !api.assert(managed !== null, 'NFT not under management')) return;
  if (nft === null || managed === null) return;

  const cardCount = packs * settings.cardsPerPack;
  if (!api.assert(cardCount <= MAX_CARDS_AT_ONCE, 'unable to open that many packs at once')) return;
  const totalFee = issuanceFeeOf(api, nft).multipliedBy(cardCount);
  if (!api.assert(toBigNumber(managed.feePool).gte(totalFee), 'contract cannot afford issuance')) return;
  const types = typesTable(api).find(
    { nft: nftSymbol, edition: settings.edition },
    { indexes: [{ index: 'typeId', descending: false }, { index: '_id', descending: false }] },
  );
  if (!api.assert(types.length >= 1, 'NFT must have at least 1 instance type')) return;

  const isBurned = payFromSender(api, 'transfer', BURN_ACCOUNT, packSymbol, String(packs), isSignedWithActiveKey);
  if (!api.assert(isBurned, 'unable to transfer pack tokens')) return;

  const issued = issueCards(api, settings, types, cardCount, isSignedWithActiveKey);
  managed.feePool = subtractFixed(managed.feePool, totalFee, UTILITY_TOKEN_PRECISION);
  managedNftsTable(api).update(managed);
  api.assert(issued === cardCount, `unable to issue all NFT instances; ${issued} of ${cardCount} issued`);
};
