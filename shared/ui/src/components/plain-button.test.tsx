import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Link } from 'react-router';
import { themeFor } from '../theme/theme';
import { asPlainButton, PlainButton, plainButtonStyles } from './plain-button';

const theme = themeFor('light');

describe('PlainButton', () => {
  it('is a native button that does not submit forms unless told to', () => {
    render(<PlainButton onClick={() => undefined}>Login</PlainButton>);
    expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('type', 'button');
  });

  it('keeps its style props off the DOM', () => {
    render(
      <ThemeProvider theme={theme}>
        <PlainButton tone="contained" round type="submit">
          Go
        </PlainButton>
      </ThemeProvider>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).not.toHaveAttribute('tone');
    expect(button).not.toHaveAttribute('round');
  });

  it('gives another element the same look, e.g. a router link', () => {
    const RouterButton = asPlainButton(Link);
    render(
      <MemoryRouter>
        <RouterButton to="/trade">Trade</RouterButton>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Trade' })).toHaveAttribute('href', '/trade');
  });
});

describe('plainButtonStyles', () => {
  it('fills contained and error buttons with their palette colour and text in its contrast colour', () => {
    expect(plainButtonStyles({ theme, tone: 'contained' })).toMatchObject({ backgroundColor: theme.palette.primary.main, color: theme.palette.primary.contrastText });
    expect(plainButtonStyles({ theme, tone: 'error' })).toMatchObject({ backgroundColor: theme.palette.error.main, color: theme.palette.error.contrastText });
  });

  it('lets text buttons inherit the colour and shows a focus ring for keyboard users', () => {
    const styles = plainButtonStyles({ theme });
    expect(styles).toMatchObject({ backgroundColor: 'transparent', color: 'inherit' });
    expect(styles['&:focus-visible']).toMatchObject({ outline: `2px solid ${theme.palette.primary.main}` });
  });

  it('makes round icon buttons at least 40 px wide', () => {
    expect(plainButtonStyles({ theme, round: true })).toMatchObject({ borderRadius: '50%', minWidth: 40 });
  });
});
