import type { ParcelProps } from '@tdx/contracts';
import type { FunctionComponent } from 'react';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AreaError } from '../components/area-error';
import { RemoteProviders } from './remote-providers';

/**
 * single-spa lifecycles of a remote's area. A render error inside the parcel shows the area error
 * (the shell's outlet offers Retry when mounting itself fails).
 */
export function createRemoteParcel(RootComponent: FunctionComponent<ParcelProps>, area: string) {
  return singleSpaReact<ParcelProps>({
    React,
    ReactDOMClient,
    rootComponent: RootComponent,
    errorBoundary: (error: Error) => (
      <RemoteProviders>
        <AreaError area={area} message={`Something went wrong in the ${area} area: ${error.message}`} />
      </RemoteProviders>
    ),
  });
}
