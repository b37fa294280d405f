/**
 * A deep copy through JSON, as the node's VM boundary and EJSON storage do: BigNumber values become
 * their string form (`toJSON`), `undefined` fields disappear.
 */
export function jsonCopy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
