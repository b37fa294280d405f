import { BrowserRouter } from '@tdx/router';
import { AppProviders } from '@tdx/ui';
import { ModalHost } from '../features/session/modal-host';
import { useLoginRedirect } from '../features/session/use-login-redirect';
import { ToastHost } from '../features/toasts/toast-host';
import { AppRoutes } from '../routing/app-routes';

function RoutedApp() {
  useLoginRedirect();
  return (
    <>
      {/* Before the routes: sibling effects run in order, so the hosts listen before any page emits. */}
      <ModalHost />
      <AppRoutes />
    </>
  );
}

export function App() {
  return (
    <AppProviders>
      <ToastHost />
      <BrowserRouter>
        <RoutedApp />
      </BrowserRouter>
    </AppProviders>
  );
}
