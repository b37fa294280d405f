import { render } from '@testing-library/react';
import { SeparatedNumber } from './separated-number';

/** The rendered pieces: text, or `|` for a line break opportunity. */
const pieces = (container: HTMLElement) => [...container.childNodes].map((node) => (node.nodeName === 'WBR' ? '|' : node.textContent));

describe('SeparatedNumber', () => {
  it('offers a line break after each separator and the decimal point only', () => {
    const { container } = render(<SeparatedNumber text="9,007,199.00000000" />);
    expect(pieces(container)).toEqual(['9,', '|', '007,', '|', '199.', '|', '00000000']);
    expect(container.textContent).toBe('9,007,199.00000000');
  });

  it('leaves a number without separators as it is', () => {
    const { container } = render(<SeparatedNumber text="8" />);
    expect(pieces(container)).toEqual(['8']);
  });
});
