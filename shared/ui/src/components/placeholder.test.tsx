import { render, screen } from '@testing-library/react';
import { Placeholder } from './placeholder';
import * as styles from './placeholder.css';

/** The value an element's inline style gives a stylesheet variable (`var(--name)`). */
const varValue = (element: HTMLElement, cssVar: string) => element.style.getPropertyValue(cssVar.slice('var('.length, -1));

describe('Placeholder', () => {
  it('is hidden from assistive technology when it has no label', () => {
    render(<Placeholder height={40} />);
    expect(screen.getByTestId('placeholder')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces what is loading when it stands alone', () => {
    render(<Placeholder height={160} aria-label="Loading open orders" />);
    expect(screen.getByRole('status', { name: 'Loading open orders' })).toBeInTheDocument();
  });

  it('takes the size it is given and the whole line by default', () => {
    render(
      <>
        <Placeholder height={28} width={100} shape="line" />
        <Placeholder height="50%" />
      </>,
    );
    const [line, block] = screen.getAllByTestId('placeholder');
    const sizeOf = (element: HTMLElement) => [varValue(element, styles.width), varValue(element, styles.heightFrom.xs)];
    expect(sizeOf(line)).toEqual(['100px', '28px']);
    expect(line).toHaveStyle({ transform: 'scale(1, 0.6)' });
    expect(sizeOf(block)).toEqual(['100%', '50%']);
  });
});

describe('Placeholder heights per breakpoint', () => {
  it('takes each given height from its breakpoint up', () => {
    render(<Placeholder height={{ xs: 714, sm: 345, lg: 714 }} />);
    const block = screen.getByTestId('placeholder');
    expect([varValue(block, styles.heightFrom.xs), varValue(block, styles.heightFrom.sm), varValue(block, styles.heightFrom.lg)]).toEqual(['714px', '345px', '714px']);
    expect(block).toHaveClass(styles.heightChangesAt.sm, styles.heightChangesAt.lg);
    expect(block).not.toHaveClass(styles.heightChangesAt.md);
  });

  it('holds the smallest given height below its breakpoint too', () => {
    render(<Placeholder height={{ md: 200 }} />);
    const block = screen.getByTestId('placeholder');
    expect(varValue(block, styles.heightFrom.xs)).toBe('200px');
    expect(block).not.toHaveClass(styles.heightChangesAt.md);
  });
});
