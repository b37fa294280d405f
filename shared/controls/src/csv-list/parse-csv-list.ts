import { hiveAccountNameProblem } from '@tdx/ui/base';
import { validateQuantity } from '@tdx/ui/extra';
import BigNumber from 'bignumber.js';
import Papa from 'papaparse';
import { normalizeAccountName } from '../account-name/normalize-account-name';

export interface CsvListRules {
  /** The token's precision: the most decimals a quantity may have. */
  precision: number;
  /** The most good rows the list may have. */
  maxRows?: number;
  /** When set, a row of the account alone is taken with this quantity (e.g. one NFT each). */
  defaultQuantity?: string;
}

export interface CsvRow {
  /** The 1-based line of the text the row starts on. */
  line: number;
  account: string;
  /** A plain decimal string. */
  quantity: string;
}

export interface CsvRowProblem {
  line: number;
  /** Which cell is wrong, or `row` for the row's shape. */
  cell: 'account' | 'quantity' | 'row';
  reason: string;
}

export interface CsvList {
  /** The good rows, in the text's order. */
  rows: CsvRow[];
  problems: CsvRowProblem[];
  /** The sum of the good rows' quantities, as a plain decimal string. */
  total: string;
  /** More good rows than `maxRows`. */
  tooManyRows: boolean;
  /** The first row's cells when they were taken as column names (shown, so that no row vanishes unseen). */
  header: string[] | null;
}

export const CSV_MESSAGES = {
  columns: 'Expected two cells: account,quantity',
  columnsOrAccount: 'Expected an account, or two cells: account,quantity',
  duplicate: (account: string, line: number) => `${account} is already on line ${line}`,
} as const;

interface TextRow {
  line: number;
  cells: string[];
  /** The CSV parser's complaint (e.g. an unclosed quote). */
  error?: string;
}

function newlinesBetween(text: string, start: number, end: number): number {
  let count = 0;
  for (let index = start; index < end; index += 1) if (text[index] === '\n') count += 1;
  return count;
}

/** The text's non-blank rows, cells trimmed and trailing empty cells dropped, with the line each starts on. */
function readRows(text: string): TextRow[] {
  const input = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const rows: TextRow[] = [];
  let line = 1;
  let start = 0;
  Papa.parse<string[]>(input, {
    newline: '\n',
    delimitersToGuess: [',', '\t', ';'],
    step: ({ data, errors, meta }) => {
      const cells = data.map((cell) => cell.trim());
      while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
      // A list of one column is a list without a delimiter to guess: not the row's fault.
      const error = errors.find((problem) => problem.type !== 'Delimiter');
      if (cells.length > 0) rows.push({ line, cells, error: error?.message });
      // A quoted cell may hold line breaks: the next row starts after all of them.
      line += newlinesBetween(input, start, meta.cursor);
      start = meta.cursor;
    },
  });
  return rows;
}

/** A first row whose quantity cell has no digit names the columns. */
const isHeader = (row: TextRow) => row.cells.length === 2 && !/\d/.test(row.cells[1]);

/**
 * `account,quantity` rows (comma, tab or semicolon separated; a header row optional; with
 * `defaultQuantity`, a row may be the account alone) checked
 * against Hive's account-name rules and the token's precision. A repeated account is refused on
 * its later lines.
 */
export function parseCsvList(text: string, { precision, maxRows, defaultQuantity }: CsvListRules): CsvList {
  const textRows = readRows(text);
  const header = textRows.length > 0 && isHeader(textRows[0]) ? textRows[0].cells : null;
  const rows: CsvRow[] = [];
  const problems: CsvRowProblem[] = [];
  const firstLineOf = new Map<string, number>();
  let total = new BigNumber(0);
  const columnsText = defaultQuantity === undefined ? CSV_MESSAGES.columns : CSV_MESSAGES.columnsOrAccount;
  for (const { line, cells, error } of header ? textRows.slice(1) : textRows) {
    const isAccountAlone = cells.length === 1 && defaultQuantity !== undefined;
    if (error !== undefined || (cells.length !== 2 && !isAccountAlone)) {
      problems.push({ line, cell: 'row', reason: error ?? columnsText });
      continue;
    }
    const account = normalizeAccountName(cells[0]);
    const quantity = isAccountAlone ? defaultQuantity : cells[1];
    const seenOn = firstLineOf.get(account);
    const accountProblem = hiveAccountNameProblem(account) ?? (seenOn === undefined ? null : CSV_MESSAGES.duplicate(account, seenOn));
    const quantityProblem = validateQuantity(quantity, { precision });
    if (accountProblem !== null) problems.push({ line, cell: 'account', reason: accountProblem });
    if (quantityProblem !== null) problems.push({ line, cell: 'quantity', reason: quantityProblem });
    if (accountProblem !== null || quantityProblem !== null) continue;
    firstLineOf.set(account, line);
    const plain = new BigNumber(quantity);
    rows.push({ line, account, quantity: plain.toFixed() });
    total = total.plus(plain);
  }
  return { rows, problems, total: total.toFixed(), tooManyRows: maxRows !== undefined && rows.length > maxRows, header };
}
