import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx'
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib'

/**
 * The template bank's demo files, made by the seed with maintained libraries (pdf-lib, docx; MIT):
 * a multi-page PDF guide and an editable Word document per template category, with real content a
 * teacher could print or fill in. The same content on every run (the PDF's dates are fixed; docx
 * stamps the time it packs, which only changes the file's metadata).
 */

export type TemplateContent = {
  /** Category name, e.g. 'Planeaciones'. */
  category: string
  /** One-line purpose shown under the title. */
  purpose: string
  /** Column headings of the fill-in table. */
  columns: string[]
  /** Number of empty rows to fill in. */
  rows: number
  /** Short sections of the guide: heading and paragraphs. */
  guide: { heading: string; paragraphs: string[] }[]
}

const FIXED_DATE = new Date('2026-01-05T12:00:00Z')
const BLUE = rgb(0.043, 0.227, 0.431)
const YELLOW = rgb(1, 0.788, 0.157)
const GREY = rgb(0.35, 0.38, 0.42)

/** pdf-lib's standard fonts use WinAnsi: Spanish letters are in it; anything else is dropped. */
const winAnsi = (text: string): string => text.replace(/[^\u0020-\u007e\u00a1-\u00ff]/g, '')

const wrapToWidth = (text: string, font: PDFFont, size: number, width: number): string[] => {
  const lines: string[] = []
  let line = ''
  for (const word of winAnsi(text).split(/\s+/)) {
    const next = line ? `${line} ${word}` : word
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  return lines
}

/** A letter-size PDF: a cover page, the guide's sections, and a printable fill-in table. */
export const templatePdf = async (title: string, content: TemplateContent): Promise<Buffer> => {
  const pdf = await PDFDocument.create()
  pdf.setTitle(`${content.category}: ${title}`)
  pdf.setAuthor('ProfeMax')
  pdf.setSubject(content.purpose)
  pdf.setCreator('ProfeMax (contenido de demostración)')
  pdf.setProducer('pdf-lib')
  pdf.setCreationDate(FIXED_DATE)
  pdf.setModificationDate(FIXED_DATE)
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const [W, H] = [612, 792]
  const margin = 64
  let pageNumber = 0
  const newPage = (): PDFPage => {
    const page = pdf.addPage([W, H])
    pageNumber += 1
    page.drawRectangle({ x: 0, y: H - 28, width: W, height: 28, color: BLUE })
    page.drawText(winAnsi(`ProfeMax · ${content.category}`), {
      x: margin,
      y: H - 19,
      size: 10,
      font: bold,
      color: rgb(1, 1, 1),
    })
    page.drawText(`Página ${pageNumber}`, { x: W - margin - 50, y: 28, size: 9, font: regular, color: GREY })
    return page
  }

  // Cover
  const coverPage = newPage()
  coverPage.drawRectangle({ x: margin, y: H - 250, width: 80, height: 8, color: YELLOW })
  let y = H - 300
  for (const line of wrapToWidth(title, bold, 34, W - margin * 2)) {
    coverPage.drawText(line, { x: margin, y, size: 34, font: bold, color: BLUE })
    y -= 42
  }
  for (const line of wrapToWidth(content.purpose, regular, 14, W - margin * 2)) {
    y -= 6
    coverPage.drawText(line, { x: margin, y, size: 14, font: regular, color: GREY })
    y -= 14
  }
  coverPage.drawText(winAnsi('Descárgalo, imprímelo o adáptalo a tu grupo.'), {
    x: margin,
    y: 120,
    size: 11,
    font: regular,
    color: GREY,
  })

  // Guide
  let page = newPage()
  y = H - 80
  for (const section of content.guide) {
    if (y < 160) {
      page = newPage()
      y = H - 80
    }
    page.drawText(winAnsi(section.heading), { x: margin, y, size: 16, font: bold, color: BLUE })
    y -= 24
    for (const paragraph of section.paragraphs) {
      for (const line of wrapToWidth(paragraph, regular, 11.5, W - margin * 2)) {
        if (y < 70) {
          page = newPage()
          y = H - 80
        }
        page.drawText(line, { x: margin, y, size: 11.5, font: regular, color: rgb(0.1, 0.12, 0.16) })
        y -= 16
      }
      y -= 8
    }
    y -= 10
  }

  // Fill-in table
  page = newPage()
  page.drawText(winAnsi(`${title}: formato`), { x: margin, y: H - 80, size: 18, font: bold, color: BLUE })
  page.drawText(winAnsi('Grupo: ____________   Ciclo escolar: ____________   Docente: ______________________'), {
    x: margin,
    y: H - 108,
    size: 10,
    font: regular,
    color: GREY,
  })
  const tableWidth = W - margin * 2
  const colWidth = tableWidth / content.columns.length
  const rowHeight = 26
  let top = H - 130
  page.drawRectangle({ x: margin, y: top - rowHeight, width: tableWidth, height: rowHeight, color: BLUE })
  content.columns.forEach((column, i) =>
    page.drawText(winAnsi(column), {
      x: margin + i * colWidth + 6,
      y: top - 17,
      size: 10,
      font: bold,
      color: rgb(1, 1, 1),
    }),
  )
  top -= rowHeight
  for (let r = 0; r < content.rows; r += 1) {
    page.drawRectangle({
      x: margin,
      y: top - rowHeight,
      width: tableWidth,
      height: rowHeight,
      borderColor: rgb(0.75, 0.8, 0.86),
      borderWidth: 0.8,
      color: r % 2 ? rgb(0.96, 0.97, 0.99) : rgb(1, 1, 1),
    })
    top -= rowHeight
  }
  return Buffer.from(await pdf.save({ useObjectStreams: false }))
}

const cell = (text: string, header = false) =>
  new TableCell({
    children: [new Paragraph({ children: [new TextRun({ text, bold: header, color: header ? 'FFFFFF' : '1B2433' })] })],
    shading: header ? { fill: '0B3A6E' } : undefined,
    width: { size: 100, type: WidthType.AUTO },
  })

/** An editable Word document: heading, instructions, the guide and a fill-in table. */
export const templateDocx = async (title: string, content: TemplateContent): Promise<Buffer> => {
  const doc = new Document({
    creator: 'ProfeMax',
    title: `${content.category}: ${title}`,
    description: content.purpose,
    styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
    sections: [
      {
        children: [
          new Paragraph({
            heading: HeadingLevel.TITLE,
            children: [new TextRun({ text: title, color: '0B3A6E', bold: true })],
          }),
          new Paragraph({ children: [new TextRun({ text: content.purpose, italics: true, color: '59616B' })] }),
          new Paragraph({
            border: { bottom: { style: BorderStyle.SINGLE, size: 12, color: 'FFC928', space: 4 } },
            children: [
              new TextRun({ text: 'Grupo: ________   Ciclo escolar: ________   Docente: ____________________' }),
            ],
          }),
          ...content.guide.flatMap((section) => [
            new Paragraph({
              heading: HeadingLevel.HEADING_2,
              children: [new TextRun({ text: section.heading, color: '0B3A6E' })],
            }),
            ...section.paragraphs.map(
              (text) => new Paragraph({ spacing: { after: 120 }, children: [new TextRun(text)] }),
            ),
          ]),
          new Paragraph({
            heading: HeadingLevel.HEADING_2,
            children: [new TextRun({ text: 'Formato para llenar', color: '0B3A6E' })],
          }),
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            rows: [
              new TableRow({ tableHeader: true, children: content.columns.map((column) => cell(column, true)) }),
              ...Array.from(
                { length: content.rows },
                () => new TableRow({ children: content.columns.map(() => cell(' ')) }),
              ),
            ],
          }),
          new Paragraph({
            alignment: AlignmentType.RIGHT,
            spacing: { before: 240 },
            children: [new TextRun({ text: 'ProfeMax · plantilla editable', color: '59616B', size: 18 })],
          }),
        ],
      },
    ],
  })
  const buffer = await Packer.toBuffer(doc)
  return Buffer.from(buffer)
}
