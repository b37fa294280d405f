import { Box, ChainText, Stack, Typography } from '@tdx/ui';
import { useId } from 'react';
import type { NftDefinition } from '../../../shared';

const listText = (names: readonly string[]) => (names.length === 0 ? 'None' : names.join(', '));
const HEADERS = ['Property', 'Type', 'Read-only', 'Editing accounts', 'Editing contracts'] as const;

/**
 * The data properties every instance may carry, with who may edit them: a plain table (a
 * definition has a handful), in a box a keyboard can scroll sideways on a phone.
 */
export function NftPropertiesSection({ nft }: { nft: NftDefinition }) {
  const titleId = useId();
  return (
    <Stack component="section" spacing={1} aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2">
        Properties
      </Typography>
      {nft.properties.length === 0 ? (
        <Typography color="text.secondary">This NFT defines no properties.</Typography>
      ) : (
        <Box role="region" aria-label={`Properties of ${nft.symbol}, scrollable`} tabIndex={0} sx={{ overflowX: 'auto' }}>
          <Box
            component="table"
            aria-label={`Properties of ${nft.symbol}`}
            sx={{ borderCollapse: 'collapse', width: '100%', '& th, & td': { textAlign: 'left', px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider', overflowWrap: 'anywhere' } }}
          >
            <thead>
              <tr>
                {HEADERS.map((header) => (
                  <th key={header} scope="col">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {nft.properties.map((property) => (
                <tr key={property.name}>
                  <td>
                    <ChainText>{property.name}</ChainText>
                  </td>
                  <td>{property.type}</td>
                  <td>{property.readOnly ? 'Yes' : 'No'}</td>
                  <td>{listText(property.editingAccounts)}</td>
                  <td>{listText(property.editingContracts)}</td>
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      )}
    </Stack>
  );
}
