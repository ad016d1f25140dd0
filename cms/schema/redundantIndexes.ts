import type { SQLiteSchemaHook } from '@payloadcms/db-sqlite'

interface IndexShape {
  name: string
  on: string | string[]
  unique?: boolean
}

/**
 * The single-column indexes another index of the same table already serves:
 * a plain (not unique) index on one column that is the first column of a
 * compound index. SQLite (like MongoDB) answers a query on that column from
 * the compound index, so the single one only costs writes and space.
 */
export function redundantIndexes(indexes: Record<string, IndexShape>): string[] {
  const all = Object.values(indexes)
  const columns = (index: IndexShape) => (Array.isArray(index.on) ? index.on : [index.on])
  return all
    .filter((single) => !single.unique && columns(single).length === 1)
    .filter((single) => all.some((other) => other !== single && columns(other).length > 1 && columns(other)[0] === columns(single)[0]))
    .map((single) => single.name)
}

/**
 * Payload's SQL adapters index every relationship column whatever the field
 * says (`index: false` is ignored for relationships), so a collection with a
 * compound index led by its `customer` column, such as check-ins' unique
 * (customer, date), gets a duplicate `…_customer_idx`. This schema hook takes
 * those out of the schema before Payload builds its tables, so migrations
 * drop them and never bring them back (decision 0009).
 */
export const dropRedundantIndexes: SQLiteSchemaHook = (args) => {
  // Payload passes its adapter to schema hooks (the documented type names only the schema);
  // before the tables are built, `rawTables` is its description of them.
  const { adapter, schema } = args as typeof args & { adapter?: { rawTables?: Record<string, { indexes?: Record<string, IndexShape> }> } }
  if (!adapter?.rawTables) throw new Error('dropRedundantIndexes: this Payload version no longer passes rawTables to schema hooks')
  for (const table of Object.values(adapter.rawTables)) {
    if (!table.indexes) continue
    for (const name of redundantIndexes(table.indexes)) delete table.indexes[name]
  }
  return schema
}
