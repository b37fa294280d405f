import { Box, Stack, Typography } from '@tdx/ui';
import { formatDateTime } from '@tdx/ui/extra';
import type { PositionRow } from '../model/position-rows';
import type { RewardPool } from '../model/reward-pools';

/** What a lottery pays, how often, to how many. */
export function lotteryText(pool: RewardPool): string {
  const every = pool.lotteryIntervalHours === 1 ? 'every hour' : `every ${pool.lotteryIntervalHours} hours`;
  const winners = pool.lotteryWinners === 1 ? '1 winner' : `${pool.lotteryWinners} winners`;
  return `${pool.lotteryAmount} ${pool.minedToken} ${every}, shared by ${winners} drawn among the pool's liquidity providers`;
}

/** The `mining` lotteries rewarding the providers of the user's pools. */
export function RewardPoolsList({ rows }: { rows: readonly PositionRow[] }) {
  const rewarded = rows.filter((row) => row.rewardPools.length > 0);
  return (
    <Stack spacing={1} component="section" aria-labelledby="reward-pools-heading">
      <Typography id="reward-pools-heading" variant="h6" component="h2">
        Reward pools
      </Typography>
      {rewarded.length === 0 ? (
        <Typography color="text.secondary">None of your pools has a reward pool.</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {rewarded.flatMap((row) =>
            row.rewardPools.map((pool) => (
              <li key={pool.id}>
                <Typography variant="body2">
                  <strong>
                    {row.base} / {row.quote}
                  </strong>
                  : {lotteryText(pool)}
                  {pool.active ? (pool.nextLotteryTimestamp ? ` · next draw ${formatDateTime(pool.nextLotteryTimestamp)}` : '') : ' · paused'}
                </Typography>
              </li>
            )),
          )}
        </Box>
      )}
    </Stack>
  );
}
