/**
 * A count with its noun: '1 recipient', '3 recipients', '0 recipients'.
 * English plurals only; pass the plural when it is not the noun plus 's'
 * ('person', 'people'). The one helper for every count a person reads.
 */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${nounFor(count, one, many)}`
}

/** The noun alone, for sentences that put the number elsewhere. */
export function nounFor(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many
}
