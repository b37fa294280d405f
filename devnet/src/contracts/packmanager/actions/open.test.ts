import { balanceAmount } from '../../tokens/test-fixtures';
import { chainWithPack } from '../test-chain';

const OPEN = { packSymbol: 'PACK', nftSymbol: 'CARD', packs: 2 };
const HOLDER = { alice: { BEE: '5000', PACK: '30' } };

describe('packmanager.open', () => {
  it('burns the packs, issues cardsPerPack cards per pack out of the fee pool and logs them', () => {
    const t = chainWithPack(HOLDER);
    const result = t.runAction('alice', 'packmanager', 'open', OPEN);
    expect(result.logs.errors).toBeUndefined();
    const events = result.logs.events ?? [];
    expect(events[0]).toEqual({ contract: 'tokens', event: 'transfer', data: { from: 'alice', to: 'null', symbol: 'PACK', quantity: '2' } });
    const issued = events.filter((event) => event.contract === 'nft' && event.event === 'issue').map((event) => event.data);
    expect(issued).toHaveLength(6);
    for (const card of issued) {
      expect(card).toMatchObject({ from: 'packmanager', fromType: 'contract', to: 'alice', toType: 'user', symbol: 'CARD' });
      expect(card.properties).toMatchObject({ edition: 0 });
      expect([0, 1]).toContain((card.properties as { type: number }).type);
      expect([0, 1]).toContain((card.properties as { foil: number }).foil);
    }
    expect(t.rows('nft', 'CARDinstances').map((row) => row._id)).toEqual(issued.map((card) => card.id));
    expect(balanceAmount(t, 'alice', 'PACK')).toBe('28');
    // 6 cards × 0.001 × (3 properties + 1)
    expect(t.rows('packmanager', 'managedNfts')[0].feePool).toBe('9.97600000');
    expect(balanceAmount(t, 'packmanager', 'BEE', 'contractsBalances')).toBe('9.97600000');
  });

  it('rolls the same cards for the same transaction and block', () => {
    const cardsOf = () => {
      const t = chainWithPack(HOLDER);
      const events = t.runAction('alice', 'packmanager', 'open', { ...OPEN, packs: 20 }).logs.events ?? [];
      return events.filter((event) => event.event === 'issue').map((event) => event.data.properties);
    };
    const first = cardsOf();
    expect(first).toHaveLength(60);
    expect(cardsOf()).toEqual(first);
    // the weights of the fixture: 10 % foil, 40 % rare
    expect(new Set(first.map((card) => JSON.stringify(card))).size).toBeGreaterThan(1);
  });

  it.each([
    [{ ...OPEN, packs: 0 }, 'invalid params'],
    [{ ...OPEN, packs: '2' }, 'invalid params'],
    [{ ...OPEN, packs: 1000 }, 'invalid params'],
    [{ ...OPEN, packSymbol: 'BEE' }, 'pack does not open this NFT'],
    [{ ...OPEN, packs: 32 }, 'you must have enough packs'],
    [{ ...OPEN, packs: 21 }, 'unable to open that many packs at once'],
  ])('refuses %j', (payload, error) => {
    const t = chainWithPack({ alice: { BEE: '5000', PACK: '31' } });
    expect(t.runAction('alice', 'packmanager', 'open', payload).logs).toEqual({ errors: [error] });
    expect(balanceAmount(t, 'alice', 'PACK')).toBe('31');
  });

  it('refuses when the fee pool cannot pay the issuance, or the edition has no type', () => {
    // the pool deposit fails: 1102 BEE pay the NFT, the pack and the two types
    const poor = chainWithPack({ alice: { BEE: '1102', PACK: '30' } });
    expect(poor.rows('packmanager', 'managedNfts')[0].feePool).toBe('0');
    expect(poor.runAction('alice', 'packmanager', 'open', OPEN).logs).toEqual({ errors: ['contract cannot afford issuance'] });
    expect(balanceAmount(poor, 'alice', 'PACK')).toBe('30');

    const typeless = chainWithPack(HOLDER);
    typeless.runAction('alice', 'packmanager', 'deleteType', { nftSymbol: 'CARD', edition: 0, typeId: 0 });
    typeless.runAction('alice', 'packmanager', 'deleteType', { nftSymbol: 'CARD', edition: 0, typeId: 1 });
    expect(typeless.runAction('alice', 'packmanager', 'open', OPEN).logs).toEqual({ errors: ['NFT must have at least 1 instance type'] });
  });

  it('opens the 60 cards one action allows, paying 60 × 0.004 BEE', () => {
    const t = chainWithPack(HOLDER);
    expect(t.runAction('alice', 'packmanager', 'open', { ...OPEN, packs: 20 }).logs.errors).toBeUndefined();
    expect(t.rows('packmanager', 'managedNfts')[0].feePool).toBe('9.76000000');
  });
});
