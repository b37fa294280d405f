import { Box, Stack, Typography } from '@tdx/ui';
import { Alert } from '@tdx/ui/extra';
import { Button, TextField } from '@tdx/ui/overlay';
import type { SettingsDraft } from '../model/draft';
import { newNodeProblem, type DraftProblems } from '../model/validation';
import { AddItemField } from './add-item-field';
import { Section } from './section';

type NodeFields = Pick<SettingsDraft, 'nodes' | 'sidechain_rpc' | 'sidechain_id'>;

export interface NodesSectionProps {
  values: NodeFields;
  problems: DraftProblems;
  onChange: (change: Partial<NodeFields>) => void;
}

function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** Sidechain nodes offered in the RPC selector (ordered), the default node and the sidechain id. */
export function NodesSection({ values, problems, onChange }: NodesSectionProps) {
  const { nodes } = values;
  return (
    <Section title="Sidechain nodes" description="The nodes offered in the RPC configuration, in this order; http:// or https:// addresses only.">
      <Box component="ol" sx={{ m: 0, pl: 3 }}>
        {nodes.map((node, index) => (
          <Box component="li" key={node} sx={{ py: 0.5 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', fontFamily: 'monospace', fontSize: 14 }}>{node}</Typography>
              <Stack direction="row" spacing={0.5}>
                <Button size="small" aria-label={`Move ${node} up`} disabled={index === 0} onClick={() => onChange({ nodes: moved(nodes, index, index - 1) })} sx={{ minWidth: 40 }}>
                  ↑
                </Button>
                <Button
                  size="small"
                  aria-label={`Move ${node} down`}
                  disabled={index === nodes.length - 1}
                  onClick={() => onChange({ nodes: moved(nodes, index, index + 1) })}
                  sx={{ minWidth: 40 }}
                >
                  ↓
                </Button>
                <Button size="small" color="error" aria-label={`Remove ${node}`} onClick={() => onChange({ nodes: nodes.filter((listed) => listed !== node) })}>
                  Remove
                </Button>
              </Stack>
            </Stack>
          </Box>
        ))}
      </Box>
      {problems.nodes && <Alert severity="error">{problems.nodes}</Alert>}
      <AddItemField
        label="Add a node address"
        placeholder="https://"
        problemOf={(address) => newNodeProblem(address, nodes)}
        onAdd={(address) => onChange({ nodes: [...nodes, address] })}
      />
      <TextField
        label="Default sidechain node (sidechain_rpc)"
        value={values.sidechain_rpc}
        onChange={(event) => onChange({ sidechain_rpc: event.target.value })}
        error={Boolean(problems.sidechain_rpc)}
        helperText={problems.sidechain_rpc ?? 'The node the site uses unless a visitor picks another one.'}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
      />
      <TextField
        label="Sidechain id"
        value={values.sidechain_id}
        onChange={(event) => onChange({ sidechain_id: event.target.value })}
        error={Boolean(problems.sidechain_id)}
        helperText={problems.sidechain_id ?? 'The id transactions are sent under; anything but ssc-mainnet-hive shows the testnet banner.'}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
      />
    </Section>
  );
}
