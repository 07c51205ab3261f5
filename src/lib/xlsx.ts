import { PassThrough, Readable } from 'node:stream'

import { TZDate } from '@date-fns/tz'
import ExcelJS from 'exceljs'

/**
 * Excel workbooks for the programme's exports (issue 28), beside the CSV (src/lib/csv.ts): a CSV
 * carries no types, so Excel reads '06700' as the number 6700 and a cédula or a phone as a number
 * (docs/exports.md). In an .xlsx each cell says what it is: codes, cédulas and phones are text
 * cells in a text-formatted column ('@', so an edit stays text), dates are real dates.
 *
 * Written with ExcelJS's streaming writer: rows go out as they are produced, and strings are inline
 * (`inlineStr`), not a shared-strings table, which the writer would keep whole in memory until the end.
 */

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** text: a string cell; day: 'yyyy-mm-dd' as a date; instant: an ISO instant as Mexico City's date and time. */
export type XlsxKind = 'text' | 'day' | 'instant'
export type XlsxColumn = { header: string; kind: XlsxKind; width: number }

const NUMBER_FORMAT: Record<XlsxKind, string> = { text: '@', day: 'dd/mm/yyyy', instant: 'dd/mm/yyyy hh:mm' }

/**
 * A spreadsheet date has no zone: it is the wall clock the reader sees. ExcelJS turns a JS Date
 * into a serial from its UTC fields, so the Date carries Mexico City's wall clock as UTC.
 */
const wallClock = (iso: string, timeZone: string): Date | null => {
  const instant = new Date(iso)
  if (Number.isNaN(instant.getTime())) return null
  const local = new TZDate(instant.getTime(), timeZone)
  return new Date(
    Date.UTC(local.getFullYear(), local.getMonth(), local.getDate(), local.getHours(), local.getMinutes()),
  )
}

const dayOf = (value: string): Date | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null
}

/** An inline rich-text string: always a text cell, never a number, a date or a formula. */
const textCell = (value: string) => ({ richText: [{ text: value }] })

const cellOf = (kind: XlsxKind, value: string | null, timeZone: string): ExcelJS.CellValue => {
  if (value === null || value === '') return null
  if (kind === 'day') return dayOf(value) ?? textCell(value)
  if (kind === 'instant') return wallClock(value, timeZone) ?? textCell(value)
  return textCell(value)
}

/**
 * The workbook as a web stream: one sheet, a bold header row, then the rows of `batches` as they
 * come (each batch waits until the reader has taken what was written before it).
 */
export const xlsxStream = (options: {
  sheet: string
  columns: readonly XlsxColumn[]
  batches: AsyncGenerator<(string | null)[][]>
  timeZone: string
  onError: (error: unknown) => void
}): ReadableStream<Uint8Array> => {
  const { sheet, columns, batches, timeZone, onError } = options
  const output = new PassThrough()
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false })
  const worksheet = workbook.addWorksheet(sheet, { views: [{ state: 'frozen', ySplit: 1 }] })
  worksheet.columns = columns.map(({ width, kind }) => ({ width, style: { numFmt: NUMBER_FORMAT[kind] } }))
  const header = worksheet.addRow(columns.map(({ header: text }) => textCell(text)))
  header.font = { bold: true }
  header.commit()

  const drained = () =>
    output.writableNeedDrain ? new Promise<void>((resolve) => output.once('drain', resolve)) : Promise.resolve()
  const write = async () => {
    try {
      for await (const batch of batches) {
        // The reader went away (download cancelled): stop paging the database (the loop's exit closes the generator).
        if (output.destroyed) return
        for (const values of batch)
          worksheet
            .addRow(values.map((value, index) => cellOf(columns[index]?.kind ?? 'text', value, timeZone)))
            .commit()
        await drained()
      }
      worksheet.commit()
      await workbook.commit()
    } catch (error) {
      onError(error)
      output.destroy(error instanceof Error ? error : new Error(String(error)))
    }
  }
  void write()
  return Readable.toWeb(output) as ReadableStream<Uint8Array>
}

export const xlsxHeaders = (filename: string): HeadersInit => ({
  'Content-Type': XLSX_CONTENT_TYPE,
  'Content-Disposition': `attachment; filename="${filename}"`,
  'Cache-Control': 'no-store',
})
