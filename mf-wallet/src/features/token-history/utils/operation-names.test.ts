import { operationName, partyName } from './operation-names';

describe('operationName', () => {
  it.each([
    ['tokens_transfer', 'Transfer'],
    ['market_buy', 'Buy order'],
    ['market_sell', 'Sell order'],
    ['market_placeOrder', 'Order placed'],
    ['market_cancel', 'Order cancelled'],
    ['hivepegged_buy', 'Deposit'],
    ['tokens_undelegateDone', 'Undelegation completed'],
  ])('names a known operation: %s → %s', (operation, name) => {
    expect(operationName(operation)).toBe(name);
  });

  it('names fee rows after their operation', () => {
    expect(operationName('nftmarket_buyFee')).toBe('NFT purchase fee');
    expect(operationName('nft_createFee')).toBe('Nft create fee');
  });

  it('spells out an unknown contract action', () => {
    expect(operationName('nft_updatePropertyDefinition')).toBe('Nft update property definition');
    expect(operationName('witnesses_proposeRound')).toBe('Witnesses propose round');
  });

  it('shows anything that is not an operation name as it came', () => {
    expect(operationName('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
    expect(operationName('Fee')).toBe('Fee');
    expect(operationName('')).toBe('');
  });
});

describe('partyName', () => {
  it('names contracts and keeps accounts', () => {
    expect(partyName('contract_market')).toBe('market contract');
    expect(partyName('bob')).toBe('bob');
    expect(partyName(null)).toBe('');
    expect(partyName(undefined)).toBe('');
  });
});
