import BigNumber from 'bignumber.js';

/**
 * The odds of each slot of a chance table (cumulative weights, as the contract rolls them: a roll
 * from 1 to the last weight lands in the first slot whose weight it does not exceed), as
 * percentages with up to 2 decimals: `[95, 100]` → `['95', '5']`.
 */
export function oddsOf(partition: readonly number[]): string[] {
  const total = partition[partition.length - 1];
  if (partition.length === 0 || !(total > 0)) return [];
  return partition.map((weight, index) =>
    new BigNumber(weight - (index === 0 ? 0 : partition[index - 1])).times(100).div(total).decimalPlaces(2, BigNumber.ROUND_HALF_UP).toFixed(),
  );
}
