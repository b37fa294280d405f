import { Button } from '@tdx/ui/overlay';
import { Box, Stack, Typography } from '@tdx/ui';
import { Alert } from '@tdx/ui/extra';
import { symbolProblem } from '../model/validation';
import { AddItemField } from './add-item-field';
import { Section } from './section';
import { useTokenCheck, type TokenCheck } from './use-token-check';

export interface TokenListSectionProps {
  title: string;
  description: string;
  /** "a deprecated token": used in the field label and the buttons' accessible names. */
  itemName: string;
  symbols: readonly string[];
  problem?: string;
  onChange: (symbols: string[]) => void;
}

const CHECK_NOTES: Partial<Record<TokenCheck, { text: string; color: string }>> = {
  checking: { text: 'checking the chain…', color: 'text.secondary' },
  missing: { text: 'not found on the chain: check the symbol', color: 'warning.main' },
  unknown: { text: 'could not check the chain', color: 'text.secondary' },
};

/** A list of token symbols: add (tokens contract rule; warns when the token does not exist) and remove. */
export function TokenListSection({ title, description, itemName, symbols, problem, onChange }: TokenListSectionProps) {
  const { checkOf, check } = useTokenCheck();

  const add = (symbol: string) => {
    onChange([...symbols, symbol]);
    check(symbol);
  };

  return (
    <Section title={title} description={description}>
      {symbols.length === 0 ? (
        <Typography color="text.secondary">No tokens in this list.</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {symbols.map((symbol) => {
            const note = CHECK_NOTES[checkOf(symbol) ?? 'exists'];
            return (
              <Stack component="li" key={symbol} direction="row" spacing={1} sx={{ alignItems: 'center', py: 0.5, flexWrap: 'wrap' }}>
                <Typography sx={{ fontFamily: 'monospace', minWidth: '11ch' }}>{symbol}</Typography>
                {note && (
                  <Typography variant="body2" color={note.color} sx={{ flex: 1 }}>
                    {note.text}
                  </Typography>
                )}
                <Button size="small" color="error" aria-label={`Remove ${symbol}`} onClick={() => onChange(symbols.filter((listed) => listed !== symbol))}>
                  Remove
                </Button>
              </Stack>
            );
          })}
        </Box>
      )}
      {problem && <Alert severity="error">{problem}</Alert>}
      <AddItemField label={`Add ${itemName}`} placeholder="SYMBOL" problemOf={(value) => symbolProblem(value, symbols)} onAdd={add} />
    </Section>
  );
}
