import { Box, Typography } from '@tdx/ui';
import { formatTokenAmount } from '@tdx/ui/extra';
import type { CsvListState } from './use-csv-list';

/** Bad rows listed at most; a list with more is mostly not the list the user meant. */
const SHOWN_PROBLEMS = 100;

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** What the list holds: the good rows and their total, then each bad row's line and reason. */
export function CsvListSummary({ state, symbol }: { state: CsvListState; symbol: string }) {
  const { list, precision, maxRows } = state;
  const badLines = new Set(list.problems.map((problem) => problem.line)).size;
  return (
    <>
      <Box role="status">
        {list.header && <Typography variant="body2">Line 1 taken as column names: {list.header.join(', ')}</Typography>}
        {(list.rows.length > 0 || badLines > 0) && (
          <Typography variant="body2">
            {count(list.rows.length, 'good row')}, total {formatTokenAmount(list.total, precision)} {symbol}
            {badLines > 0 && `; ${count(badLines, 'row')} with problems`}
          </Typography>
        )}
        {list.tooManyRows && (
          <Typography variant="body2" color="error">
            Too many rows: at most {maxRows}
          </Typography>
        )}
      </Box>
      {list.problems.length > 0 && (
        <Box component="ul" aria-label="Rows with problems" sx={{ m: 0, pl: 2.5, color: 'error.main', overflowWrap: 'anywhere' }}>
          {list.problems.slice(0, SHOWN_PROBLEMS).map((problem) => (
            <Typography component="li" variant="body2" key={`${problem.line}-${problem.cell}`}>
              Line {problem.line}
              {problem.cell !== 'row' && `, ${problem.cell}`}: {problem.reason}
            </Typography>
          ))}
          {list.problems.length > SHOWN_PROBLEMS && (
            <Typography component="li" variant="body2">
              …and {count(list.problems.length - SHOWN_PROBLEMS, 'more problem')}
            </Typography>
          )}
        </Box>
      )}
    </>
  );
}
