import sharp from 'sharp'

/** Palette of the demo artwork (the site's brand colours). */
const PALETTES = [
  ['#0b4f8a', '#2f8fd8', '#ffd23f'],
  ['#e4572e', '#f3a712', '#fdf0d5'],
  ['#2a9d8f', '#8ac926', '#f1faee'],
  ['#6a4c93', '#c77dff', '#ffd6ff'],
  ['#d62828', '#f77f00', '#fcbf49'],
  ['#1d3557', '#457b9d', '#a8dadc'],
] as const

const hash = (text: string): number => [...text].reduce((acc, char) => (acc * 31 + char.charCodeAt(0)) >>> 0, 7)

/**
 * A decorative PNG drawn locally (no network): a gradient with soft shapes whose colours and
 * layout derive from `key`, so every demo item gets its own stable picture.
 */
export const demoImage = async (key: string, width = 1200, height = 800): Promise<Buffer> => {
  const h = hash(key)
  const [a, b, c] = PALETTES[h % PALETTES.length]!
  const circles = Array.from({ length: 5 }, (_, i) => {
    const seed = (h >>> (i * 3)) + i * 97
    const cx = (seed * 37) % width
    const cy = (seed * 53) % height
    const r = 60 + (seed % 220)
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${i % 2 ? c : b}" opacity="0.35"/>`
  }).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${circles}
    <rect x="${width * 0.08}" y="${height * 0.62}" width="${width * 0.5}" height="${height * 0.06}" rx="${height * 0.03}" fill="${c}" opacity="0.9"/>
    <rect x="${width * 0.08}" y="${height * 0.72}" width="${width * 0.34}" height="${height * 0.04}" rx="${height * 0.02}" fill="#ffffff" opacity="0.8"/>
  </svg>`
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
}

/** A small one-page PDF, so template downloads are real files. */
export const demoPdf = (title: string): Buffer => {
  const text = title
    .replace(/[()\\]/g, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(body.length)
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A demo brand logo (PNG, 480x240): a coloured emblem and the brand's name, drawn locally. */
export const demoLogo = async (name: string): Promise<Buffer> => {
  const h = hash(name)
  const [a, b] = PALETTES[h % PALETTES.length]!
  const initials = name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase()
  const [first, ...rest] = name.split(' ')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="240">
    <rect width="100%" height="100%" fill="#ffffff"/>
    <circle cx="96" cy="120" r="62" fill="${a}"/>
    <circle cx="130" cy="86" r="22" fill="${b}" opacity="0.9"/>
    <text x="96" y="140" font-family="DejaVu Sans, Arial, sans-serif" font-size="52" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(initials)}</text>
    <text x="180" y="114" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" font-weight="700" fill="${a}">${escapeXml(first ?? '')}</text>
    <text x="180" y="160" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" fill="#1f2937">${escapeXml(rest.join(' '))}</text>
  </svg>`
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
}
