import { Box } from '@tdx/ui';

/** A table cell's lines, one above the other (e.g. an amount of each token of a pool). */
export function StackedLines({ lines }: { lines: readonly string[] }) {
  return (
    <Box sx={{ lineHeight: 1.4 }}>
      {lines.map((line, index) => (
        <Box key={index}>{line}</Box>
      ))}
    </Box>
  );
}
