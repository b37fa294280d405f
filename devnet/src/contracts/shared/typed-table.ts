import type { FindOptions, Query, Row, Table } from '../../chain/contract-api';

/** A `Table` whose rows have a known shape (the framework stores whatever the contract wrote). */
export interface TypedTable<T extends Row> {
  find(query: Query, options?: FindOptions): T[];
  findOne(query: Query): T | null;
  insert(row: T): T;
  update(row: T): void;
  remove(row: T): void;
}

export function typedTable<T extends Row>(table: Table): TypedTable<T> {
  return table as unknown as TypedTable<T>;
}
