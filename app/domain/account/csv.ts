/**
 * CSV for the export's tables (RFC 4180: comma-separated, CRLF, fields with a
 * comma, quote or line break in double quotes, quotes doubled). A text that
 * starts like a formula (=, +, -, @, tab, carriage return) gets a leading
 * apostrophe so a spreadsheet shows it rather than runs it; numbers stay
 * numbers.
 */
export type CsvValue = string | number | boolean | null | undefined

const FORMULA_START = /^[=+\-@\t\r]/

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`
}
