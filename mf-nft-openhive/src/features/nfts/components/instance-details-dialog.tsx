import { Dialog, DialogActions, DialogContent, DialogTitle, Button } from '@tdx/ui/overlay';
import { FigureList } from '../../../shared';
import type { InstanceListRow } from '../model/instance-rows';
import { ownerText } from './instance-text';

const NONE = '—';

/** One instance in full: every property on its own line, what a row cuts short. */
export function InstanceDetailsDialog({ symbol, instance, onClose }: { symbol: string; instance: InstanceListRow; onClose: () => void }) {
  const titleId = `nft-instance-${instance.id}-title`;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {symbol} #{instance.id}
      </DialogTitle>
      <DialogContent>
        <FigureList
          label={`${symbol} #${instance.id}`}
          figures={[
            ['Owner', ownerText(instance)],
            ...instance.propertyList,
            ['Locked tokens', instance.lockedTokens || NONE],
            ['Delegated to', instance.delegation || NONE],
            ['For sale', instance.price || NONE],
          ]}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
