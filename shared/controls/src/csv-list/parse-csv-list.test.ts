import { ACCOUNT_NAME_RULES } from '@tdx/ui/base';
import { QUANTITY_MESSAGES } from '@tdx/ui/extra';
import { CSV_MESSAGES, parseCsvList } from './parse-csv-list';

const parse = (text: string, maxRows?: number) => parseCsvList(text, { precision: 3, maxRows });

describe('parseCsvList', () => {
  it('reads account,quantity rows with their line numbers and totals them exactly', () => {
    const list = parse('alice,1.5\nbob,0.1\ncarol,0.2');
    expect(list.rows).toEqual([
      { line: 1, account: 'alice', quantity: '1.5' },
      { line: 2, account: 'bob', quantity: '0.1' },
      { line: 3, account: 'carol', quantity: '0.2' },
    ]);
    expect(list.problems).toEqual([]);
    expect(list.total).toBe('1.8');
    expect(list.tooManyRows).toBe(false);
  });

  it('sums beyond float precision', () => {
    expect(parseCsvList('alice,9007199254740993\nbob,0.00000001', { precision: 8 }).total).toBe('9007199254740993.00000001');
  });

  it.each([
    ['account,quantity', 'account,quantity\nalice,1'],
    ['"Account","Amount"', '"Account","Amount"\nalice,1'],
    ['to;qty', 'to;qty\nalice;1'],
  ])('skips a header row (%s), counting lines from the top', (_name, text) => {
    const list = parse(text);
    expect(list.rows).toEqual([{ line: 2, account: 'alice', quantity: '1' }]);
    expect(list.header).toHaveLength(2);
  });

  it('takes only the first row as a header', () => {
    const list = parse('alice,1\naccount,quantity');
    expect(list.header).toBeNull();
    expect(list.problems).toEqual([{ line: 2, cell: 'quantity', reason: QUANTITY_MESSAGES.invalid }]);
  });

  it('says which cells it took as the header: a first row whose quantity has no digit', () => {
    expect(parse('alice,abc\nbob,1').header).toEqual(['alice', 'abc']);
  });

  it('normalises account names and plain quantities as a form would', () => {
    expect(parse('  @Alice ,  007.500 ').rows).toEqual([{ line: 1, account: 'alice', quantity: '7.5' }]);
  });

  it('takes tab-separated text (pasted from a spreadsheet) and semicolons', () => {
    expect(parse('alice\t1\nbob\t2').rows.map((row) => row.account)).toEqual(['alice', 'bob']);
    expect(parse('alice;1\nbob;2').rows.map((row) => row.account)).toEqual(['alice', 'bob']);
  });

  it('skips blank lines and keeps counting them, with Windows and old Mac line breaks and a byte-order mark', () => {
    const list = parse('\uFEFFaccount,quantity\r\n\r\nalice,1\r\n   \rbob,2\n');
    expect(list.rows.map(({ line, account }) => [line, account])).toEqual([
      [3, 'alice'],
      [5, 'bob'],
    ]);
    expect(list.problems).toEqual([]);
  });

  it('accepts trailing empty cells (spreadsheet exports)', () => {
    expect(parse('alice,1,,').rows).toHaveLength(1);
  });

  it('names each bad row with its line and reason, and keeps the good ones', () => {
    const list = parse(['alice,1', 'b_ob,2', 'carol,-1', 'dave,1.2345', 'erin', 'frank,1,2', 'ab,0', 'gina,0.001'].join('\n'));
    expect(list.rows.map((row) => row.account)).toEqual(['alice', 'gina']);
    expect(list.total).toBe('1.001');
    expect(list.problems).toEqual([
      { line: 2, cell: 'account', reason: ACCOUNT_NAME_RULES.characters },
      { line: 3, cell: 'quantity', reason: QUANTITY_MESSAGES.invalid },
      { line: 4, cell: 'quantity', reason: 'At most 3 decimals allowed' },
      { line: 5, cell: 'row', reason: CSV_MESSAGES.columns },
      { line: 6, cell: 'row', reason: CSV_MESSAGES.columns },
      { line: 7, cell: 'account', reason: ACCOUNT_NAME_RULES.length },
      { line: 7, cell: 'quantity', reason: QUANTITY_MESSAGES.notPositive },
    ]);
  });

  it.each(['1e3', 'NaN', 'Infinity', '0x10', '1,000', '+1', '.5'])('refuses the quantity %j', (quantity) => {
    const list = parse(`alice,1\nbob,${quantity}`);
    expect(list.rows).toHaveLength(1);
    expect(list.problems).toEqual([{ line: 2, cell: expect.any(String), reason: expect.any(String) }]);
  });

  it('flags a repeated account on its later lines, whatever its case or @', () => {
    const list = parse('alice,1\nbob,1\n@ALICE,2\nalice,3');
    expect(list.rows.map((row) => row.line)).toEqual([1, 2]);
    expect(list.problems).toEqual([
      { line: 3, cell: 'account', reason: CSV_MESSAGES.duplicate('alice', 1) },
      { line: 4, cell: 'account', reason: CSV_MESSAGES.duplicate('alice', 1) },
    ]);
  });

  it('counts a repeat only against good rows', () => {
    expect(parse('alice,0\nalice,1').rows).toEqual([{ line: 2, account: 'alice', quantity: '1' }]);
  });

  it('reads quoted cells, and a quoted line break moves the following line numbers', () => {
    const list = parse('"alice","1.5"\n"bo\nb",2\ncarol,3');
    expect(list.rows.map(({ line, account }) => [line, account])).toEqual([
      [1, 'alice'],
      [4, 'carol'],
    ]);
    expect(list.problems).toEqual([{ line: 2, cell: 'account', reason: ACCOUNT_NAME_RULES.characters }]);
  });

  it('reports what the CSV parser could not read', () => {
    const list = parse('alice,1\n"bob,2');
    expect(list.rows).toHaveLength(1);
    expect(list.problems).toEqual([{ line: 2, cell: 'row', reason: expect.stringMatching(/quote/i) }]);
  });

  it('says when there are more good rows than allowed', () => {
    expect(parse('alice,1\nbob,1', 2).tooManyRows).toBe(false);
    expect(parse('alice,1\nbob,1\ncarol,1', 2).tooManyRows).toBe(true);
  });

  it('is empty for empty or blank text', () => {
    const empty = { rows: [], problems: [], total: '0', tooManyRows: false, header: null };
    expect(parse('')).toEqual(empty);
    expect(parse(' \n\n ')).toEqual(empty);
  });

  it('keeps hostile text as data', () => {
    const list = parse('<img src=x onerror=alert(1)>,1');
    expect(list.problems).toEqual([{ line: 1, cell: 'account', reason: ACCOUNT_NAME_RULES.length }]);
  });

  it('takes an account alone with the default quantity when one is given, and still checks a quantity given', () => {
    const list = parseCsvList('alice\nbob,3\n\ncarol,1.5\nalice\ndave,1,2', { precision: 0, defaultQuantity: '1' });
    expect(list.rows).toEqual([
      { line: 1, account: 'alice', quantity: '1' },
      { line: 2, account: 'bob', quantity: '3' },
    ]);
    expect(list.total).toBe('4');
    expect(list.problems.map(({ line, cell }) => [line, cell])).toEqual([
      [4, 'quantity'],
      [5, 'account'],
      [6, 'row'],
    ]);
    expect(list.problems[2].reason).toBe(CSV_MESSAGES.columnsOrAccount);
    expect(parse('alice').problems).toEqual([{ line: 1, cell: 'row', reason: CSV_MESSAGES.columns }]);
  });
});
