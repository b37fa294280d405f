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
      {/* Navigation renders at once, not as a transition: logging out on a protected page must
          reach / in the same render that drops the user, or the page would ask to log in. */}
      <BrowserRouter useTransitions={false}>
        <RoutedApp />
      </BrowserRouter>
    </AppProviders>
  );
}
