import { act } from '@testing-library/react';
import type { ParcelProps } from '@tdx/contracts';
import type { AppProps } from 'single-spa';
import { createRemoteParcel } from './create-remote-parcel';

/** Mounting resolves only once React has committed, which happens when act() flushes. */
async function mount(lifecycles: ReturnType<typeof createRemoteParcel>, props: ReturnType<typeof parcelProps>) {
  await lifecycles.bootstrap(props);
  let mounting: Promise<unknown> = Promise.resolve();
  await act(async () => {
    mounting = lifecycles.mount(props);
  });
  await mounting;
}

function parcelProps(domElement: HTMLElement): ParcelProps & AppProps & { domElement: HTMLElement } {
  return {
    basePath: '/',
    remote: 'mf_wallet',
    name: 'parcel-test',
    domElement,
    singleSpa: {} as AppProps['singleSpa'],
    mountParcel: jest.fn() as unknown as AppProps['mountParcel'],
  };
}

describe('createRemoteParcel', () => {
  it('mounts the area root with the shell props and unmounts it', async () => {
    const lifecycles = createRemoteParcel(({ basePath, remote }) => <p>{`${remote} at ${basePath}`}</p>, 'Wallet', 'build-7');
    const element = document.createElement('div');
    const props = parcelProps(element);
    await mount(lifecycles, props);
    expect(element).toHaveTextContent('mf_wallet at /');
    expect(element.querySelector('[data-build-id]')).toHaveAttribute('data-build-id', 'build-7');
    let unmounting: Promise<unknown> = Promise.resolve();
    await act(async () => {
      unmounting = lifecycles.unmount(props);
    });
    await unmounting;
    expect(element).toBeEmptyDOMElement();
  });

  it('shows the area error when the area throws while rendering', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('boom');
    };
    const lifecycles = createRemoteParcel(Broken, 'Wallet', 'build-7');
    const element = document.createElement('div');
    const props = parcelProps(element);
    await mount(lifecycles, props);
    expect(element.querySelector('[role="alert"]')).toHaveTextContent('Something went wrong in the Wallet area: boom');
  });
});
