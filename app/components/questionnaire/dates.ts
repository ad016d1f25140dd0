/** Dates as the assessment screens show them, in UTC so the server render and the browser agree. */
export function formatLongDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
}
