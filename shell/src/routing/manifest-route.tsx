import { isOpenAreaRoute, type RouteEntry } from '@tdx/contracts';
import { useLocation, useParams } from '@tdx/router';
import { useSettings } from '@tdx/settings';
import { lazyThemed } from '@tdx/ui/base';
import { afterNextPaint, inOwnTask } from '@tdx/ui/scheduling';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import { pageReadiness } from '../app/page-readiness';
import { notFoundError } from '../features/error-page/page-error';
import { PageLoading } from '../features/pages/page-loading';
import { PageLayout } from '../layouts/page-layout';
import { hintRemoteEntry } from '../federation/entry-hint';
import { shouldPreloadArea } from './area-preload';
import type { AccessDecision } from './guards';
import { ErrorPage, ErrorRoute } from './error-route';
import { SHELL_PAGES } from './shell-pages';
import { useDocumentTitle } from './use-document-title';
import { useRouteAccess } from './use-route-access';

// "area-start": one file with all the shell code an area's page needs (the outlet, parcel loading,
// the federation runtime, the shared modules every parcel takes: federation/host-shares.ts), which
// the page's boot script hints on an area's page (shell/webpack.config.ts).
const loadRemoteOutlet = () => import(/* webpackChunkName: "area-start" */ './remote-outlet/remote-outlet');
const RemoteOutlet = lazy(loadRemoteOutlet);
const loadParcelPreload = () => import(/* webpackChunkName: "area-start" */ '../federation/parcel-preload');

type StatusPages = typeof import('../features/pages/status-pages');

/** Status pages are never on a first page that works, so they load when shown. */
function lazyStatusPage<Props extends object>(pick: (pages: StatusPages) => ComponentType<Props>) {
  return lazyThemed(() => import('../features/pages/status-pages').then((pages) => ({ default: pick(pages) })));
}

const ForbiddenPage = lazyStatusPage((pages) => pages.ForbiddenPage);
const LoginRequiredPage = lazyStatusPage((pages) => pages.LoginRequiredPage);
const UnavailablePage = lazyStatusPage((pages) => pages.UnavailablePage);

const NOT_FOUND_TITLE = 'Page Not Found';

const DECISION_TITLES: Partial<Record<AccessDecision, string>> = {
  notFound: NOT_FOUND_TITLE,
  forbidden: 'Access denied',
  loginRequired: 'Please log in',
};

function RouteContent({ route, onAreaShown }: { route: RouteEntry; onAreaShown: () => void }) {
  if (route.owner === 'shell') {
    const Page = SHELL_PAGES[route.path];
    return <Page />;
  }
  // Keyed by remote: moving inside an area keeps its parcel, moving to another area swaps it.
  return <RemoteOutlet key={route.owner} remote={route.owner} onShown={onAreaShown} />;
}

/** An area's route holds the page as not ready (page-readiness.ts) until its content or its error has been painted. */
function useAreaReadiness(route: RouteEntry, decision: AccessDecision): () => void {
  const [shown, setShown] = useState(false);
  const holding = route.owner !== 'shell' && (decision === 'pending' || (decision === 'allow' && !shown));
  // A layout effect: the hold is in place before any passive effect of the page (the layout's
  // footer, inside this route) asks whether the page is ready.
  useLayoutEffect(() => (holding ? pageReadiness.hold() : undefined), [holding]);
  // Shown means on screen: a mount's commit is painted a frame later, and an idle moment can come
  // before that frame, so what waits for the page (the footer and MUI, toasts) would start first.
  return useCallback(() => void afterNextPaint(() => setShown(true)), []);
}

/**
 * An area route starts on the code it will need while its guards decide: the outlet's (the shell's
 * own files) and, for an area any visitor may see, the download of its entry file at once; the
 * area's parcel when `shouldPreloadArea` allows.
 */
function useAreaPreload(route: RouteEntry, decision: AccessDecision, pathname: string): void {
  const { settings, settingsSettled } = useSettings();
  const isArea = route.owner !== 'shell';
  const openArea = isOpenAreaRoute(route) ? route.owner : undefined;
  const preloadParcel = shouldPreloadArea(route, decision, settings !== null || settingsSettled);
  // Each start-up of a download runs in its own task, not in the one long task of the page's effects.
  useEffect(() => {
    if (!isArea) return undefined;
    return inOwnTask(() => void Promise.all([loadRemoteOutlet(), loadParcelPreload()]).catch(() => undefined));
  }, [isArea]);
  useEffect(() => (openArea ? inOwnTask(() => hintRemoteEntry(openArea)) : undefined), [openArea]);
  useEffect(() => {
    if (!preloadParcel || !openArea) return undefined;
    return inOwnTask(
      () =>
        void loadParcelPreload()
          .then((preload) => preload.preloadParcel(openArea))
          .catch(() => undefined),
    );
  }, [preloadParcel, openArea]);
  // Leaving the page drops its preload if the outlet never took it (the page did not exist, say).
  useEffect(() => {
    if (!openArea) return undefined;
    return () => {
      void loadParcelPreload()
        .then((preload) => preload.releaseParcel(openArea))
        .catch(() => undefined);
    };
  }, [openArea, pathname]);
}

/** One manifest row: validity and guards, then the title, then the page inside its layout. */
export function ManifestRoute({ route }: { route: RouteEntry }) {
  const params = useParams();
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const decision = useRouteAccess(route, params, attempt);
  useDocumentTitle(DECISION_TITLES[decision] ?? route.title, params);
  useAreaPreload(route, decision, pathname);
  const onAreaShown = useAreaReadiness(route, decision);

  return (
    <PageLayout layout={decision === 'notFound' ? 'default' : route.layout}>
      <Suspense fallback={<PageLoading />}>
        {decision === 'allow' && <RouteContent route={route} onAreaShown={onAreaShown} />}
        {decision === 'pending' && <PageLoading />}
        {decision === 'notFound' && <ErrorPage error={notFoundError(pathname)} />}
        {decision === 'loginRequired' && <LoginRequiredPage />}
        {decision === 'forbidden' && <ForbiddenPage />}
        {decision === 'unavailable' && <UnavailablePage onRetry={() => setAttempt((n) => n + 1)} />}
      </Suspense>
    </PageLayout>
  );
}

export function NotFoundRoute() {
  const { pathname } = useLocation();
  return <ErrorRoute title={NOT_FOUND_TITLE} error={notFoundError(pathname)} />;
}
