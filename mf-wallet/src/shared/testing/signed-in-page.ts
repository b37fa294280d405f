import { act } from '@testing-library/react';
import { user$ } from '@tdx/session';

/** The sizes jsdom (which has no layout) reports, as a browser would lay out a virtualised table. */
export interface TableLayout {
  /** Height of the table's scroll area. */
  viewportHeight: number;
  rowHeight: number;
}

/**
 * For each test of the file: jsdom reports `layout`'s sizes and `username` is signed in; after it,
 * the user signs out and every mock is restored and reset.
 */
export function signedInPageTests(layout: TableLayout, username = 'bob'): void {
  beforeEach(() => {
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(layout.viewportHeight);
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(layout.rowHeight);
    act(() => user$.next({ username, scope: [] }));
  });
  afterEach(() => {
    act(() => user$.next(null));
    jest.restoreAllMocks();
    jest.resetAllMocks();
  });
}
