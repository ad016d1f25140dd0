/** Record ids are uuids on SQLite and ObjectIds on MongoDB; anything else is not a record. */
const RECORD_ID = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{24})$/i

/** A relationship or a Stripe field may hold an id or the expanded object. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null
  return typeof value === 'string' ? value : value.id
}

export function isRecordId(id: string | undefined | null): id is string {
  return typeof id === 'string' && RECORD_ID.test(id)
}
