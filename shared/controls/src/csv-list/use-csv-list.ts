import { useDeferredValue, useMemo, useState } from 'react';
import { parseCsvList, type CsvList, type CsvListRules } from './parse-csv-list';

export interface CsvListState extends CsvListRules {
  /** The list as typed, pasted or loaded from a file. */
  text: string;
  setText: (text: string) => void;
  /** The parsed text: good rows, bad rows, total. */
  list: CsvList;
  /** At least one good row, no bad row, no more rows than allowed, and `list` is of the current text. */
  valid: boolean;
}

/** The state of a CSV list input; `list.rows` is what the form sends. */
export function useCsvList({ precision, maxRows, defaultQuantity }: CsvListRules): CsvListState {
  const [text, setText] = useState('');
  // Parsing thousands of rows does not hold up the keystroke's own render.
  const parsedText = useDeferredValue(text);
  const list = useMemo(() => parseCsvList(parsedText, { precision, maxRows, defaultQuantity }), [parsedText, precision, maxRows, defaultQuantity]);
  const valid = parsedText === text && list.rows.length > 0 && list.problems.length === 0 && !list.tooManyRows;
  return { text, setText, list, valid, precision, maxRows, defaultQuantity };
}
