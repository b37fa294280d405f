import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CsvListInput, MAX_FILE_BYTES } from './csv-list-input';
import { useCsvList } from './use-csv-list';

// jsdom's Blob has no text() (every browser's has).
beforeAll(() => {
  Blob.prototype.text = function text(this: Blob) {
    return new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(this);
    });
  };
});

function Form({ maxRows }: { maxRows?: number }) {
  const list = useCsvList({ precision: 3, maxRows });
  return (
    <>
      <CsvListInput label="Recipients" symbol="BEE" list={list} />
      <output aria-label="form">{list.valid ? list.list.rows.map((row) => `${row.account}=${row.quantity}`).join(' ') : 'not valid'}</output>
    </>
  );
}

function setup(maxRows?: number) {
  render(<Form maxRows={maxRows} />);
  const field = screen.getByRole('textbox', { name: 'Recipients' });
  const paste = (text: string) => fireEvent.change(field, { target: { value: text } });
  return { user: userEvent.setup(), field, paste, form: () => screen.getByRole('status', { name: 'form' }) };
}

const summary = () => screen.getAllByRole('status')[0];

describe('CsvListInput', () => {
  it('gives the form the good rows with their count and exact total', () => {
    const { paste, form } = setup();
    paste('account,quantity\nalice,0.1\nbob,0.2');
    expect(summary()).toHaveTextContent('Line 1 taken as column names: account, quantity');
    expect(summary()).toHaveTextContent('2 good rows, total 0.300 BEE');
    expect(form()).toHaveTextContent('alice=0.1 bob=0.2');
  });

  it('lists each bad row with its line and reason, and the form is not valid', () => {
    const { paste, form } = setup();
    paste('alice,1\nb_b,1\nalice,2\ncarol,1.2345');
    expect(summary()).toHaveTextContent('1 good row, total 1.000 BEE; 3 rows with problems');
    const problems = within(screen.getByRole('list', { name: 'Rows with problems' })).getAllByRole('listitem');
    expect(problems.map((item) => item.textContent)).toEqual([
      'Line 2, account: Only letters, digits, hyphens and dots',
      'Line 3, account: alice is already on line 1',
      'Line 4, quantity: At most 3 decimals allowed',
    ]);
    expect(form()).toHaveTextContent('not valid');
  });

  it('refuses more rows than allowed', () => {
    const { paste, form } = setup(1);
    paste('alice,1\nbob,1');
    expect(summary()).toHaveTextContent('Too many rows: at most 1');
    expect(form()).toHaveTextContent('not valid');
  });

  it('loads a chosen .csv file into the field', async () => {
    const { user, field, form } = setup();
    await user.click(screen.getByRole('button', { name: 'Load a .csv file' }));
    await user.upload(screen.getByLabelText('CSV file'), new File(['alice,5\r\nbob,6\r\n'], 'airdrop.csv', { type: 'text/csv' }));
    expect(await screen.findByText('2 good rows, total 11.000 BEE')).toBeInTheDocument();
    expect(field).toHaveValue('alice,5\nbob,6\n');
    expect(form()).toHaveTextContent('alice=5 bob=6');
  });

  it('does not read a file larger than a list of accounts', async () => {
    const { user, field } = setup();
    const big = new File(['x'], 'big.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: MAX_FILE_BYTES + 1 });
    await user.upload(screen.getByLabelText('CSV file'), big);
    expect(screen.getByRole('alert')).toHaveTextContent('big.csv is larger than 1 MB');
    expect(field).toHaveValue('');
  });

  it('shows hostile cells as text', () => {
    const { paste } = setup();
    paste('<b>x</b>,1\naccount,<img src=x>');
    expect(document.querySelector('b, img')).toBeNull();
  });

  it('says nothing about an empty list', () => {
    const { form } = setup();
    expect(summary()).toBeEmptyDOMElement();
    expect(form()).toHaveTextContent('not valid');
  });
});
