import { useTheme } from '@mui/material/styles';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { forceColorMode } from './color-mode';
import { lazyThemed } from './lazy-themed';
import { themeFor } from './theme';

function PrimaryColour({ label }: { label: string }) {
  return <p>{`${label}: ${useTheme().palette.primary.main} in ${useTheme().palette.mode}`}</p>;
}

describe('lazyThemed', () => {
  let releaseMode = () => undefined as void;
  afterEach(() => act(() => releaseMode()));

  it('renders the part, once loaded, with its props under the site theme of the colour mode', async () => {
    let loaded = false;
    const Part = lazyThemed(async () => {
      loaded = true;
      return { default: PrimaryColour };
    });
    expect(loaded).toBe(false);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part label="primary" />
      </Suspense>,
    );
    expect(await screen.findByText(`primary: ${themeFor('light').palette.primary.main} in light`)).toBeInTheDocument();
    expect(loaded).toBe(true);

    act(() => {
      releaseMode = forceColorMode('dark');
    });
    expect(screen.getByText(`primary: ${themeFor('dark').palette.primary.main} in dark`)).toBeInTheDocument();
  });
});
