import { render, screen } from '@testing-library/react';
import { OptionalPart } from './optional-part';

function FailingToLoad(): never {
  throw new Error('Loading chunk 982 failed.');
}

describe('OptionalPart', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('renders its children', () => {
    render(
      <OptionalPart name="toasts">
        <p>toast</p>
      </OptionalPart>,
    );
    expect(screen.getByText('toast')).toBeInTheDocument();
  });

  it('drops a part that fails and keeps the rest of the page', () => {
    render(
      <main>
        <OptionalPart name="toasts">
          <FailingToLoad />
        </OptionalPart>
        <h1>Market</h1>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Market' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(/^Market$/);
  });
});
