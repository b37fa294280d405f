import { BrowserRouter, Route, Routes } from '@tdx/router';
import type { ComponentType } from 'react';
import { AreaNotBuilt } from '../components/area-error';

/** One route of an area; without a `Page` the route shows that the area is not built yet. */
export interface AreaRoute {
  path: string;
  Page?: ComponentType;
}

export interface AreaRouterProps {
  area: string;
  basePath: string;
  routes: readonly AreaRoute[];
}

/**
 * An area's own router inside its parcel, under the base path the shell passes. URLs of other
 * areas match nothing here, so the parcel renders nothing while the shell swaps it out.
 */
export function AreaRouter({ area, basePath, routes }: AreaRouterProps) {
  return (
    <BrowserRouter basename={basePath}>
      <Routes>
        {routes.map(({ path, Page }) => (
          <Route key={path} path={path} element={Page ? <Page /> : <AreaNotBuilt area={area} />} />
        ))}
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
