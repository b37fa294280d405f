import type { ParcelProps } from '@tdx/contracts';
import type { FunctionComponent } from 'react';
import React from 'react';
import singleSpaReact from 'single-spa-react';
import { AreaError } from '../components/area-error';
import { ParcelRoot } from './parcel-root';
import { createTransitionRoot } from './transition-root';

/** What single-spa-react calls to render: the area's page mounts as a transition (transition-root.ts). */
const TRANSITION_DOM_CLIENT = { createRoot: createTransitionRoot };

/**
 * single-spa lifecycles of a remote's area. A render error inside the parcel shows the area error
 * (the shell's outlet offers Retry when mounting itself fails). `buildId` is the remote's own
 * build (its `process.env.TDX_BUILD_ID`), shown as `data-build-id` so a redeploy can be seen.
 */
export function createRemoteParcel(RootComponent: FunctionComponent<ParcelProps>, area: string, buildId: string | undefined) {
  const BuildTaggedRoot = (props: ParcelProps) => (
    <div data-build-id={buildId ?? 'unknown'} style={{ display: 'contents' }}>
      <RootComponent {...props} />
    </div>
  );
  return singleSpaReact<ParcelProps>({
    React,
    ReactDOMClient: TRANSITION_DOM_CLIENT,
    rootComponent: BuildTaggedRoot,
    errorBoundary: (error: Error) => (
      <ParcelRoot>
        <AreaError area={area} message={`Something went wrong in the ${area} area: ${error.message}`} />
      </ParcelRoot>
    ),
  });
}
