/** A list of records sent as one array per field: every record's value of that field, in the list's order. */
export type Columns<T> = { [K in keyof T]: T[K][] };

/** The records as columns, one per field of `fields`. */
export function toColumns<T extends object>(records: readonly T[], fields: readonly (keyof T)[]): Columns<T> {
  const columns: Partial<Columns<T>> = {};
  for (const field of fields) columns[field] = records.map((record) => record[field]);
  return columns as Columns<T>;
}

/**
 * The records back from their columns, each with every field; as many as the first column holds. The fields are
 * set in one order for every record, so that they share one shape.
 */
export function fromColumns<T extends object>(columns: Columns<T>): T[] {
  const fields = Object.keys(columns) as (keyof T)[];
  const first = fields[0];
  const count = first === undefined ? 0 : columns[first].length;
  const records = new Array<T>(count);
  for (let index = 0; index < count; index += 1) {
    const record: Partial<T> = {};
    for (const field of fields) record[field] = columns[field][index];
    records[index] = record as T;
  }
  return records;
}
