import { Box, Stack, Typography } from '@tdx/ui';
import { Button, TextField } from '@tdx/ui/overlay';
import { useRef, useState } from 'react';
import { CsvListSummary } from './csv-list-summary';
import type { CsvListState } from './use-csv-list';

/** A file larger than this is not a list of accounts; reading it would only stall the page. */
export const MAX_FILE_BYTES = 1_000_000;

export interface CsvListInputProps {
  label: string;
  /** The token the quantities are of (shown with the total). */
  symbol: string;
  /** From `useCsvList()`. */
  list: CsvListState;
  disabled?: boolean;
  /** The line under the field (default: the account,quantity format). */
  hint?: string;
}

/** `account,quantity` rows typed, pasted or loaded from a .csv file, with the good rows' total and each bad row's reason. */
export function CsvListInput({ label, symbol, list, disabled, hint = 'One account,quantity per line; a header line is optional' }: CsvListInputProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);

  const load = async (file: File) => {
    if (file.size > MAX_FILE_BYTES) {
      setFileProblem(`${file.name} is larger than 1 MB`);
      return;
    }
    try {
      list.setText(await file.text());
      setFileProblem(null);
    } catch (error) {
      console.error('Failed to read a CSV file', error);
      setFileProblem(`${file.name} could not be read`);
    }
  };

  return (
    <Stack spacing={1}>
      <TextField
        label={label}
        value={list.text}
        onChange={(event) => list.setText(event.target.value)}
        disabled={disabled}
        multiline
        minRows={4}
        maxRows={12}
        fullWidth
        helperText={hint}
        slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off', autoCapitalize: 'none' } }}
      />
      <Box>
        <Button variant="outlined" disabled={disabled} onClick={() => fileInput.current?.click()}>
          Load a .csv file
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".csv,text/csv,text/plain"
          aria-label="CSV file"
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file chosen again (after editing it) is read again.
            event.target.value = '';
            if (file) void load(file);
          }}
        />
      </Box>
      {fileProblem && (
        <Typography role="alert" color="error" variant="body2">
          {fileProblem}
        </Typography>
      )}
      <CsvListSummary state={list} symbol={symbol} />
    </Stack>
  );
}
