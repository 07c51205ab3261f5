/**
 * CSV for spreadsheets (the ranking and the programme's exports): comma-separated, CRLF lines,
 * UTF-8 with a BOM so Excel reads accents. Written by hand: one escaping rule, no library needed.
 */

/** The byte-order mark Excel needs to read the file as UTF-8. */
export const CSV_BOM = '\uFEFF'

/**
 * One cell. A leading =, +, -, @, tab or carriage return would run as a formula in a spreadsheet
 * (OWASP "CSV injection"): such a cell is prefixed with '. Quotes, commas, semicolons and line
 * breaks put the cell in double quotes (a quote doubled).
 */
export const csvCell = (value: string | number | null | undefined): string => {
  const text = value === null || value === undefined ? '' : String(value)
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export const csvLine = (cells: readonly (string | number | null | undefined)[]): string =>
  `${cells.map(csvCell).join(',')}\r\n`

export const csvHeaders = (filename: string): HeadersInit => ({
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': `attachment; filename="${filename}"`,
  'Cache-Control': 'no-store',
})
