/**
 * The rows of a raw `db.execute(sql…)`: PGlite and node-postgres both answer
 * an object with `rows`, which the shared Database type does not name.
 */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
