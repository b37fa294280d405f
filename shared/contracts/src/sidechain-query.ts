/** The sidechain's `contracts.find` parameters, as the node and its stand-in understand them. */

/** MongoDB-style filter: field paths (dotted allowed) to values or operator objects (`$in`, `$gt`, …). */
export type Query = Record<string, unknown>;

export interface IndexSort {
  index: string;
  descending: boolean;
}

export interface FindOptions {
  limit?: number;
  offset?: number;
  indexes?: IndexSort[];
}
