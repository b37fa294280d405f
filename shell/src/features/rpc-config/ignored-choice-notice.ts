import { MODAL_NAMES } from '@tdx/contracts';
import { notify } from '@tdx/event-bus';
import { ignoredNodeChoices, settingsSettled$ } from '@tdx/settings';
import { useEffect } from 'react';
import { filter, firstValueFrom } from 'rxjs';
import { afterOpenedPage } from '../../app/page-readiness';

const SERVICE_NAMES = { sidechain: 'sidechain', hive: 'Hive' } as const;

/**
 * A saved node the site does not use (not one of its nodes, never confirmed in this browser: e.g. a
 * cookie someone else planted) is named in a warning that stays until dismissed; clicking it opens
 * RPC Configuration, where the user may confirm it.
 */
export function noticeIgnoredNodeChoices(): void {
  for (const { service, address } of ignoredNodeChoices()) {
    notify({
      id: `ignored-node-${service}`,
      variant: 'warning',
      persist: true,
      description: `The saved ${SERVICE_NAMES[service]} node ${address} is not used: it is not one of the site's nodes and was not confirmed in this browser. The site's own nodes are used; open RPC Configuration to choose it.`,
      onClickEvent: { type: 'open-modal', name: MODAL_NAMES.rpcConfiguration },
    });
  }
}

/** Once the opened page shows and the settings (which may list more nodes) have settled. */
export function useIgnoredNodeNotice(): void {
  useEffect(() => afterOpenedPage(() => void firstValueFrom(settingsSettled$.pipe(filter(Boolean))).then(noticeIgnoredNodeChoices)), []);
}
