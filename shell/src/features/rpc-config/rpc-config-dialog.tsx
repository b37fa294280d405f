import { hiveNodeList, sidechainNodeList } from '@tdx/settings';
import { Box } from '@tdx/ui';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@tdx/ui/overlay';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { applyChoices, restoreDefaultChoices } from './apply-choices';
import { currentChoices, ignoredChoices } from './current-choices';
import { NodeChoiceGroup } from './node-choice-group';
import { confirmedNodes, formChoices, formProblems, initialForm, type RpcForm, type RpcFormProblems } from './rpc-form';
import { useNodeProbes } from './use-node-probes';

const RPC_CONFIGURATION_TITLE = 'RPC Configuration';

export interface RpcConfigDialogProps {
  onClose: () => void;
}

/** The Hive node, sidechain node and sidechain id the site uses, each node shown with its probe. */
export default function RpcConfigDialog({ onClose }: RpcConfigDialogProps) {
  const titleId = useId();
  const lists = useMemo(() => ({ sidechain: sidechainNodeList(), hive: hiveNodeList() }), []);
  const [form, setForm] = useState<RpcForm>(() => initialForm(currentChoices(), lists, ignoredChoices()));
  const [problems, setProblems] = useState<RpcFormProblems>({});
  const [probeRound, setProbeRound] = useState(0);
  const sidechainProbes = useNodeProbes('sidechain', lists.sidechain, probeRound);
  const hiveProbes = useNodeProbes('hive', lists.hive, probeRound);

  const change = <Key extends keyof RpcForm>(key: Key, value: RpcForm[Key]) => {
    setForm((previous) => ({ ...previous, [key]: value }));
    setProblems((previous) => {
      const others = { ...previous };
      delete others[key];
      if (key !== 'sidechainId') delete others[`${key as 'sidechain' | 'hive'}Trust`];
      return others;
    });
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const found = formProblems(form, lists);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    applyChoices(formChoices(form), confirmedNodes(form, lists));
    onClose();
  };

  const restoreDefaults = () => {
    restoreDefaultChoices();
    onClose();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth scroll="body">
      <Box component="form" onSubmit={save} noValidate>
        <DialogTitle id={titleId}>{RPC_CONFIGURATION_TITLE}</DialogTitle>
        <DialogContent>
          <NodeChoiceGroup
            legend="Sidechain node"
            nodes={lists.sidechain}
            probes={sidechainProbes}
            field={form.sidechain}
            problem={problems.sidechain}
            trustProblem={problems.sidechainTrust}
            onChange={(field) => change('sidechain', field)}
          />
          <NodeChoiceGroup
            legend="Hive node"
            nodes={lists.hive}
            probes={hiveProbes}
            field={form.hive}
            problem={problems.hive}
            trustProblem={problems.hiveTrust}
            onChange={(field) => change('hive', field)}
          />
          <TextField
            label="Sidechain id"
            value={form.sidechainId}
            onChange={(event) => change('sidechainId', event.target.value)}
            error={Boolean(problems.sidechainId)}
            helperText={problems.sidechainId ?? 'ssc-mainnet-hive is the mainnet'}
            fullWidth
            slotProps={{ htmlInput: { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => setProbeRound((round) => round + 1)}>Check again</Button>
          <Button onClick={restoreDefaults} color="error">
            Restore defaults
          </Button>
          <Box sx={{ flexGrow: 1 }} />
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Save
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
