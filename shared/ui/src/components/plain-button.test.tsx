import { render, screen } from '@testing-library/react';
import { MemoryRouter, Link } from 'react-router';
import { asPlainButton, PlainButton, plainButtonClassName } from './plain-button';
import * as styles from './plain-button.css';

describe('PlainButton', () => {
  it('is a native button that does not submit forms unless told to', () => {
    render(<PlainButton onClick={() => undefined}>Login</PlainButton>);
    expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('type', 'button');
  });

  it('keeps its style props off the DOM and adds the caller’s class', () => {
    render(
      <PlainButton tone="contained" round compact outlined type="submit" className="mine">
        Go
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toHaveAttribute('type', 'submit');
    for (const prop of ['tone', 'round', 'compact', 'outlined']) expect(button).not.toHaveAttribute(prop);
    expect(button).toHaveClass(styles.base, styles.tone.contained, styles.round, styles.compact, styles.outlined, 'mine');
  });

  it('gives another element the same look, e.g. a router link', () => {
    const RouterButton = asPlainButton(Link);
    render(
      <MemoryRouter>
        <RouterButton to="/trade" tone="error">
          Trade
        </RouterButton>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Trade' });
    expect(link).toHaveAttribute('href', '/trade');
    expect(link).toHaveClass(styles.base, styles.tone.error);
    expect(link).not.toHaveAttribute('tone');
  });
});

describe('plainButtonClassName', () => {
  it('is a text button unless told otherwise', () => {
    expect(plainButtonClassName({})).toBe(`${styles.base} ${styles.tone.text}`);
  });

  it('leaves out the variants not asked for', () => {
    expect(plainButtonClassName({ round: true }, 'extra').split(' ')).toEqual([styles.base, styles.tone.text, styles.round, 'extra']);
  });
});
