import { BrowserRouter } from '@tdx/router';
// The page's CSS baseline and colour variables: the shell is the only app whose stylesheet has them.
import '@tdx/ui/baseline';
import { ANNOUNCEMENT_MODALS } from '../features/announcements/announcement-modals';
import { useAnnouncements } from '../features/announcements/use-announcements';
import { useBuildUpdates } from '../features/build-updates/use-build-updates';
import { ModalManager } from '../features/modals/modal-manager';
import { registerModals } from '../features/modals/modal-registry';
import { useIgnoredNodeNotice } from '../features/rpc-config/ignored-choice-notice';
import { RpcConfigButton } from '../features/rpc-config/rpc-config-button';
import { RPC_CONFIG_MODALS } from '../features/rpc-config/rpc-config-modal';
import { SESSION_MODALS, useKeychainMissingModal } from '../features/session/modal-host';
import { useLoginRedirect } from '../features/session/use-login-redirect';
import { NotificationHost } from '../features/toasts/notification-host';
import { ToastHost } from '../features/toasts/toast-host';
import { AppRoutes } from '../routing/app-routes';
import { useKeychainScript } from './keychain-script';
import { OptionalPart } from './optional-part';

// Modals other features open by name; add a feature's definitions here (see ModalDefinition).
registerModals([...SESSION_MODALS, ...ANNOUNCEMENT_MODALS, ...RPC_CONFIG_MODALS]);

function RoutedApp() {
  useLoginRedirect();
  useKeychainMissingModal();
  useAnnouncements();
  useBuildUpdates();
  useKeychainScript();
  useIgnoredNodeNotice();
  return (
    <>
      {/* Before the routes: sibling effects run in order, so the hosts listen before any page emits. */}
      <OptionalPart name="modals">
        <ModalManager />
      </OptionalPart>
      <AppRoutes />
      <RpcConfigButton />
    </>
  );
}

export function App() {
  return (
    <>
      <OptionalPart name="toasts">
        <ToastHost />
      </OptionalPart>
      <OptionalPart name="notifications">
        <NotificationHost />
      </OptionalPart>
      {/* Navigation renders at once, not as a transition: logging out on a protected page must
          reach / in the same render that drops the user, or the page would ask to log in. */}
      <BrowserRouter useTransitions={false}>
        <RoutedApp />
      </BrowserRouter>
    </>
  );
}
