import { act } from '@testing-library/react';
import React from 'react';
import { createTransitionRoot } from './transition-root';

describe('createTransitionRoot', () => {
  afterEach(() => jest.restoreAllMocks());

  it('renders inside a transition and unmounts', async () => {
    const startTransition = jest.spyOn(React, 'startTransition');
    const container = document.createElement('div');
    const root = createTransitionRoot(container);
    await act(async () => root.render(<p>area page</p>));
    expect(startTransition).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('area page');
    await act(async () => root.unmount());
    expect(container.textContent).toBe('');
  });

  it('renders updates as transitions too', async () => {
    const container = document.createElement('div');
    const root = createTransitionRoot(container);
    await act(async () => root.render(<p>first</p>));
    const startTransition = jest.spyOn(React, 'startTransition');
    await act(async () => root.render(<p>second</p>));
    expect(startTransition).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('second');
  });
});
