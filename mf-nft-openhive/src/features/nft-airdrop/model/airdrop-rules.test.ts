import { airdropFee, feeProblem, perAccountProblems, shortageProblem } from './airdrop-rules';

describe('airdrop rules', () => {
  it('costs the fee per NFT, at BEE’s precision', () => {
    expect(airdropFee('300', '0.1')).toBe('30.00000000');
  });

  it('refuses more NFTs per account than the contract allows, by line', () => {
    const rows = [
      { line: 1, account: 'bob', quantity: '50' },
      { line: 2, account: 'carol', quantity: '51' },
    ];
    expect(perAccountProblems(rows, { feePerTransaction: '0.1', maxTransactionsPerAccount: 50 })).toEqual(['Line 2: at most 50 NFTs per account in one airdrop']);
  });

  it('refuses a list asking more instances than the user can send', () => {
    expect(shortageProblem('3', 3, 'CARD')).toBeNull();
    expect(shortageProblem('4', 3, 'CARD')).toBe('Not enough CARD instances: the list asks for 4, you can send 3');
  });

  it('refuses a fee above the BEE balance', () => {
    expect(feeProblem('1.00000000', '1')).toBeNull();
    expect(feeProblem('1.00000001', '1')).toBe('The fee is 1.00000001 BEE; you have 1.00000000 BEE');
  });
});
