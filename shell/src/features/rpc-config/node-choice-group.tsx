import { Box, Typography } from '@tdx/ui';
import { Checkbox } from '@tdx/ui/extra';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField } from '@tdx/ui/overlay';
import { useId } from 'react';
import { probeText } from './probe-text';
import { CUSTOM_NODE, type NodeField } from './rpc-form';
import type { ProbeState } from './use-node-probes';

export interface NodeChoiceGroupProps {
  /** "Sidechain node" or "Hive node". */
  legend: string;
  nodes: readonly string[];
  probes: ReadonlyMap<string, ProbeState>;
  field: NodeField;
  problem?: string;
  /** Why the typed address cannot be used yet: the user has not confirmed they trust it. */
  trustProblem?: string;
  onChange: (field: NodeField) => void;
}

const WRAP = { overflowWrap: 'anywhere' } as const;

function NodeLabel({ node, probe }: { node: string; probe: ProbeState | undefined }) {
  const text = probeText(probe);
  return (
    <Box sx={{ py: 0.5 }}>
      <Typography sx={WRAP}>{node}</Typography>
      <Typography variant="body2" color={text === 'unreachable' ? 'error' : 'text.secondary'}>
        {text}
      </Typography>
    </Box>
  );
}

/** One node choice: every listed node with its probe, or an address the user types. */
export function NodeChoiceGroup({ legend, nodes, probes, field, problem, trustProblem, onChange }: NodeChoiceGroupProps) {
  const name = useId();
  const legendId = `${name}-legend`;
  const trustProblemId = `${name}-trust-problem`;
  return (
    <FormControl component="fieldset" fullWidth sx={{ mb: 3 }}>
      <FormLabel component="legend" id={legendId}>
        {legend}
      </FormLabel>
      <RadioGroup name={name} aria-labelledby={legendId} value={field.choice} onChange={(event) => onChange({ ...field, choice: event.target.value })}>
        {nodes.map((node) => (
          <FormControlLabel key={node} value={node} control={<Radio size="small" />} label={<NodeLabel node={node} probe={probes.get(node)} />} />
        ))}
        <FormControlLabel value={CUSTOM_NODE} control={<Radio size="small" />} label="Another https address" />
      </RadioGroup>
      <TextField
        label={`${legend} address`}
        placeholder="https://"
        value={field.custom}
        onChange={(event) => onChange({ choice: CUSTOM_NODE, custom: event.target.value, trusted: false })}
        error={Boolean(problem)}
        helperText={problem ?? 'Typing here chooses this address'}
        size="small"
        fullWidth
        margin="dense"
        slotProps={{ htmlInput: { inputMode: 'url', autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } }}
      />
      {field.choice === CUSTOM_NODE && (
        <>
          <FormControlLabel
            control={
              <Checkbox
                checked={field.trusted}
                onChange={(event) => onChange({ ...field, trusted: event.target.checked })}
                slotProps={{ input: { 'aria-describedby': trustProblem ? trustProblemId : undefined } }}
              />
            }
            label={`I trust this node: a node I choose can show false balances, prices and transaction confirmations, and the site cannot tell.`}
          />
          {trustProblem && (
            <Typography id={trustProblemId} variant="body2" color="error">
              {trustProblem}
            </Typography>
          )}
        </>
      )}
    </FormControl>
  );
}
