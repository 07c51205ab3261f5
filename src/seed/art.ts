import { createRequire } from 'node:module'

import sharp from 'sharp'

/**
 * The demo content's pictures, drawn locally and deterministically (no network, same bytes on every
 * run): illustrations composed from Microsoft's Fluent Emoji Flat set (MIT, through the
 * `@iconify-json/fluent-emoji-flat` package; docs/content-licences.md) and typographic covers that
 * carry the item's real title and author. SVG rendered to PNG/WebP by sharp (librsvg); text uses the
 * system's DejaVu/Liberation fonts, with any sans-serif as fallback.
 */

type IconSet = {
  icons: Record<string, { body: string; width?: number; height?: number }>
  aliases?: Record<string, { parent: string }>
  width?: number
  height?: number
}
let iconSet: IconSet | null = null
const icons = (): IconSet =>
  (iconSet ??= createRequire(import.meta.url)('@iconify-json/fluent-emoji-flat/icons.json') as IconSet)

/** One Fluent emoji as a nested <svg> placed at (x, y), `size` wide; ids prefixed so several can share a picture. */
const emoji = (name: string, x: number, y: number, size: number, uid: string): string => {
  const set = icons()
  const icon = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ''] ?? set.icons.sparkles!
  const w = icon.width ?? set.width ?? 32
  const h = icon.height ?? set.height ?? 32
  const body = icon.body.replace(/id="([^"]+)"/g, `id="${uid}$1"`).replace(/url\(#([^)]+)\)/g, `url(#${uid}$1)`)
  return `<svg x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${size.toFixed(1)}" height="${size.toFixed(1)}" viewBox="0 0 ${w} ${h}">${body}</svg>`
}

/** Background / accent / light triples in the site's spirit (blues and yellow first). */
const PALETTES = [
  { bg: '#0b3a6e', accent: '#ffc928', soft: '#1560b0', ink: '#ffffff' },
  { bg: '#1f7a6d', accent: '#ffd166', soft: '#2a9d8f', ink: '#ffffff' },
  { bg: '#e4572e', accent: '#fff1d6', soft: '#f3a712', ink: '#ffffff' },
  { bg: '#5b3f8c', accent: '#ffd6ff', soft: '#7b5fb0', ink: '#ffffff' },
  { bg: '#fdf0d5', accent: '#c1121f', soft: '#f7d9a8', ink: '#1b2433' },
  { bg: '#e8f1fb', accent: '#0b3a6e', soft: '#cfe0f5', ink: '#0b3a6e' },
] as const
type Palette = (typeof PALETTES)[number]

export const hash = (text: string): number => [...text].reduce((acc, char) => (acc * 31 + char.charCodeAt(0)) >>> 0, 7)
const paletteOf = (key: string): Palette => PALETTES[hash(key) % PALETTES.length]!

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Greedy word wrap by an average glyph width (good enough for headline text in a known font). */
const wrap = (text: string, maxChars: number): string[] => {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines
}

/** The largest font size (from `start` down) at which `text` fits `width` in at most `maxLines` lines. */
const fit = (
  text: string,
  width: number,
  start: number,
  maxLines: number,
  glyph: number,
  maxHeight = Infinity,
): { size: number; lines: string[] } => {
  let size = start
  for (;;) {
    const lines = wrap(text, Math.max(8, Math.floor(width / (size * glyph))))
    const fits =
      lines.length <= maxLines &&
      lines.length * size * 1.12 <= maxHeight &&
      lines.every((l) => l.length * size * glyph <= width * 1.04)
    if (fits || size <= start * 0.35) return { size, lines }
    size *= 0.92
  }
}

const toPng = (svg: string): Promise<Buffer> =>
  sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: false }).toBuffer()

/** Scattered confetti dots and sparkles, placed from `seed` (deterministic). */
const confetti = (seed: number, width: number, height: number, colours: string[], count = 14): string =>
  Array.from({ length: count }, (_, i) => {
    const s = (seed >>> (i % 16)) + i * 7919
    const x = (s * 37) % width
    const y = (s * 53) % height
    const r = 3 + (s % 7) * (width / 1200)
    const colour = colours[i % colours.length]
    return i % 3
      ? `<circle cx="${x}" cy="${y}" r="${r.toFixed(1)}" fill="${colour}" opacity="0.8"/>`
      : `<rect x="${x}" y="${y}" width="${(r * 2.4).toFixed(1)}" height="${(r * 0.9).toFixed(1)}" rx="2" fill="${colour}" opacity="0.7" transform="rotate(${(s % 90) - 45} ${x} ${y})"/>`
  }).join('')

/**
 * An illustration: a scene of one large emoji on a soft disc with companions around it, confetti and a
 * ground band, in a palette derived from `key`. Reads as a picture at any size; no text in it.
 */
export const illustration = async (
  key: string,
  names: string[],
  width = 1200,
  height = 800,
  options: { selected?: boolean } = {},
): Promise<Buffer> => {
  const h = hash(key)
  const p = options.selected ? PALETTES[0] : paletteOf(key)
  const [hero = 'sparkles', ...rest] = names
  const heroSize = height * 0.52
  const cx = width * (0.5 + (((h >>> 4) % 3) - 1) * 0.08)
  const cy = height * 0.48
  const companions = rest.slice(0, 3).map((name, i) => {
    const size = height * (0.26 - i * 0.03)
    const angle = (((h >>> (i * 5)) % 60) + i * 120 + 200) * (Math.PI / 180)
    const radius = heroSize * 0.78
    const x = Math.min(
      Math.max(cx + Math.cos(angle) * radius * (width / height) * 0.8 - size / 2, width * 0.03),
      width * 0.97 - size,
    )
    const y = Math.min(Math.max(cy + Math.sin(angle) * radius * 0.7 - size / 2, height * 0.04), height * 0.9 - size)
    return emoji(name, x, y, size, `c${i}`)
  })
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <rect width="100%" height="100%" fill="${p.bg}"/>
    <circle cx="${width * 0.12}" cy="${height * 0.15}" r="${height * 0.32}" fill="${p.soft}" opacity="0.55"/>
    <circle cx="${width * 0.92}" cy="${height * 0.95}" r="${height * 0.4}" fill="${p.soft}" opacity="0.45"/>
    <path d="M0 ${height * 0.8} Q ${width * 0.5} ${height * 0.68} ${width} ${height * 0.8} V ${height} H 0 Z" fill="${p.soft}" opacity="0.8"/>
    ${confetti(h, width, height, [p.accent, '#ffffff', p.soft])}
    <circle cx="${cx}" cy="${cy}" r="${heroSize * 0.62}" fill="${options.selected ? '#ffc928' : '#ffffff'}" opacity="${options.selected ? 0.95 : 0.22}"/>
    ${emoji(hero, cx - heroSize / 2, cy - heroSize / 2, heroSize, 'h')}
    ${companions.join('')}
  </svg>`
  return toPng(svg)
}

/** The outline of an emoji: every filled shape drawn as a black line on white (a colouring page's line art). */
const outlined = (markup: string): string =>
  markup
    .replace(/fill="(?!none)[^"]*"/g, 'fill="#ffffff"')
    .replace(/<path /g, '<path stroke="#1b2433" stroke-width="0.45" stroke-linejoin="round" ')
    .replace(/<circle /g, '<circle stroke="#1b2433" stroke-width="0.45" ')
    .replace(/<ellipse /g, '<ellipse stroke="#1b2433" stroke-width="0.45" ')
    .replace(/<rect /g, '<rect stroke="#1b2433" stroke-width="0.45" ')

/**
 * A colouring page (issue 31: 'Tarjeta para colorear' had nothing to colour): the category's scene as
 * black outlines on white, a dashed frame and a line to write one's name, printable at letter size.
 */
export const colouringPage = async (title: string, names: string[], width = 1200, height = 800): Promise<Buffer> => {
  const [hero = 'sparkles', ...rest] = names
  const heroSize = height * 0.58
  const cx = width / 2
  const cy = height * 0.47
  const companions = rest
    .slice(0, 2)
    .map((name, i) => emoji(name, i ? width * 0.78 : width * 0.06, height * 0.5, height * 0.26, `k${i}`))
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <rect width="100%" height="100%" fill="#ffffff"/>
    <rect x="${width * 0.025}" y="${height * 0.035}" width="${width * 0.95}" height="${height * 0.93}" rx="28" fill="none" stroke="#1b2433" stroke-width="4" stroke-dasharray="18 12"/>
    ${outlined(emoji(hero, cx - heroSize / 2, cy - heroSize / 2, heroSize, 'h'))}
    ${outlined(companions.join(''))}
    <text x="${width * 0.08}" y="${height * 0.9}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${height * 0.04}" fill="#1b2433">Nombre:</text>
    <line x1="${width * 0.2}" y1="${height * 0.9}" x2="${width * 0.6}" y2="${height * 0.9}" stroke="#1b2433" stroke-width="3"/>
    <text x="${width * 0.92}" y="${height * 0.9}" text-anchor="end" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${height * 0.035}" fill="#4a5568">${escapeXml(title)}</text>
  </svg>`
  return toPng(svg)
}

export type CoverKind = 'libro' | 'curso' | 'herramienta' | 'receta' | 'podcast' | 'blog'

/**
 * A typographic cover: the item's real title (and author, platform or audience) on a coloured
 * ground, a kicker naming the kind and an emoji illustration. Text stays inside the middle 70% of
 * the height, so the 2:1 list crop of a 3:2 picture (collections/Media.ts sizes) keeps all of it.
 */
export const cover = async (
  kind: CoverKind,
  title: string,
  byline: string,
  icon: string,
  width = 1200,
  height = 800,
): Promise<Buffer> => {
  const p = paletteOf(`${kind}:${title}`)
  const serif = kind === 'libro'
  const band = { top: height * 0.16, bottom: height * 0.84 }
  const pad = width * 0.07
  const iconSize = Math.min(height * 0.5, width * 0.3)
  const textWidth = width - pad * 2 - iconSize - width * 0.04
  const family = serif ? "'DejaVu Serif', 'Liberation Serif', serif" : "'DejaVu Sans', 'Liberation Sans', sans-serif"
  // The title gets what the kicker and the byline leave of the band.
  const { size, lines } = fit(
    title,
    textWidth,
    (band.bottom - band.top) * 0.2,
    4,
    serif ? 0.6 : 0.62,
    (band.bottom - band.top) * (byline ? 0.6 : 0.78),
  )
  const kicker = height * 0.045
  const bylineSize = Math.max(size * 0.42, height * 0.04)
  const bylineLines = wrap(byline, Math.floor(textWidth / (bylineSize * 0.58))).slice(0, 2)
  const blockHeight =
    kicker * 2.2 +
    lines.length * size * 1.12 +
    (bylineLines.length ? bylineSize * 0.8 + bylineLines.length * bylineSize * 1.25 : 0)
  let y = Math.max(band.top, height / 2 - blockHeight / 2)
  const parts: string[] = []
  y += kicker
  parts.push(
    `<text x="${pad}" y="${y}" font-family="'DejaVu Sans', sans-serif" font-size="${kicker}" font-weight="700" letter-spacing="${kicker * 0.18}" fill="${p.accent}">${escapeXml(kind === 'blog' ? `BLOG` : kind.toUpperCase())}</text>`,
  )
  y += kicker * 1.2
  for (const line of lines) {
    y += size * 1.12
    parts.push(
      `<text x="${pad}" y="${y - size * 0.22}" font-family="${family}" font-size="${size.toFixed(1)}" font-weight="700" fill="${p.ink}">${escapeXml(line)}</text>`,
    )
  }
  if (bylineLines.length) {
    y += bylineSize * 0.8
    for (const line of bylineLines) {
      y += bylineSize * 1.25
      parts.push(
        `<text x="${pad}" y="${y - bylineSize * 0.25}" font-family="'DejaVu Sans', sans-serif" font-size="${bylineSize.toFixed(1)}" fill="${p.ink}" opacity="0.85">${escapeXml(line)}</text>`,
      )
    }
  }
  const ix = width - pad - iconSize
  const iy = height / 2 - iconSize / 2
  const spine =
    kind === 'libro'
      ? `<rect x="0" y="0" width="${width * 0.025}" height="${height}" fill="#000000" opacity="0.18"/>`
      : ''
  const rings =
    kind === 'podcast'
      ? [0.8, 0.95]
          .map(
            (r) =>
              `<circle cx="${ix + iconSize / 2}" cy="${height / 2}" r="${iconSize * r}" fill="none" stroke="${p.accent}" stroke-width="${height * 0.008}" opacity="${1.3 - r}"/>`,
          )
          .join('')
      : ''
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <rect width="100%" height="100%" fill="${p.bg}"/>
    ${spine}
    <circle cx="${ix + iconSize / 2}" cy="${height / 2}" r="${iconSize * 0.68}" fill="${p.soft}" opacity="0.9"/>
    <circle cx="${width * 0.04}" cy="${height * 1.02}" r="${height * 0.22}" fill="${p.soft}" opacity="0.6"/>
    ${rings}
    ${emoji(icon, ix, iy, iconSize, 'i')}
    ${parts.join('\n    ')}
  </svg>`
  return toPng(svg)
}

/** A brand logo: an emoji emblem in a coloured badge and the brand's name (PNG, 480x240). */
export const logo = async (name: string, icon: string): Promise<Buffer> => {
  const p = paletteOf(name)
  const colour = p.bg === '#fdf0d5' || p.bg === '#e8f1fb' ? p.accent : p.bg
  const [first, ...rest] = name.split(' ')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="240" viewBox="0 0 480 240">
    <rect width="100%" height="100%" fill="#ffffff"/>
    <rect x="28" y="52" width="136" height="136" rx="36" fill="${colour}"/>
    ${emoji(icon, 50, 74, 92, 'l')}
    <text x="188" y="116" font-family="'DejaVu Sans', sans-serif" font-size="40" font-weight="700" fill="${colour}">${escapeXml(first ?? '')}</text>
    <text x="188" y="162" font-family="'DejaVu Sans', sans-serif" font-size="32" fill="#1f2937">${escapeXml(rest.join(' '))}</text>
  </svg>`
  return toPng(svg)
}

/** PNG buffer to WebP (the home page's static art). */
export const webp = (png: Buffer): Promise<Buffer> => sharp(png).webp({ quality: 82 }).toBuffer()

/**
 * A printable sheet as a picture (PNG, portrait): the template's header, title and an empty table
 * with its real column headings, so the 'Versión para imprimir' preview shows the page to print.
 */
export const printableSheet = async (
  category: string,
  title: string,
  columns: string[],
  rows: number,
  icon: string,
): Promise<Buffer> => {
  const [width, height] = [1000, 1294]
  const margin = 70
  const tableWidth = width - margin * 2
  const colWidth = tableWidth / columns.length
  const rowHeight = Math.min(58, (height - 420) / (rows + 1))
  const header = columns
    .map((column, i) => {
      const fs = Math.min(22, (colWidth - 20) / (column.length * 0.64))
      return `<text x="${margin + i * colWidth + 10}" y="${356 + rowHeight * 0.64}" font-family="'DejaVu Sans', sans-serif" font-size="${fs.toFixed(1)}" font-weight="700" fill="#ffffff">${escapeXml(column)}</text>`
    })
    .join('')
  const body = Array.from(
    { length: rows },
    (_, r) =>
      `<rect x="${margin}" y="${356 + rowHeight * (r + 1)}" width="${tableWidth}" height="${rowHeight}" fill="${r % 2 ? '#f4f7fb' : '#ffffff'}" stroke="#c5d0dc" stroke-width="1.5"/>`,
  ).join('')
  const lines = columns
    .slice(1)
    .map(
      (_, i) =>
        `<line x1="${margin + (i + 1) * colWidth}" y1="${356}" x2="${margin + (i + 1) * colWidth}" y2="${356 + rowHeight * (rows + 1)}" stroke="#c5d0dc" stroke-width="1.5"/>`,
    )
    .join('')
  const { size, lines: titleLines } = fit(title, tableWidth - 160, 52, 2, 0.62)
  const titleSvg = titleLines
    .map(
      (line, i) =>
        `<text x="${margin}" y="${170 + i * size * 1.1}" font-family="'DejaVu Sans', sans-serif" font-size="${size.toFixed(1)}" font-weight="700" fill="#0b3a6e">${escapeXml(line)}</text>`,
    )
    .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <rect width="100%" height="100%" fill="#ffffff"/>
    <rect width="100%" height="70" fill="#0b3a6e"/>
    <text x="${margin}" y="45" font-family="'DejaVu Sans', sans-serif" font-size="24" font-weight="700" fill="#ffffff">${escapeXml(`ProfeMax · ${category}`)}</text>
    <rect x="${margin}" y="100" width="90" height="10" fill="#ffc928"/>
    ${titleSvg}
    ${emoji(icon, width - margin - 130, 90, 130, 'p')}
    <text x="${margin}" y="320" font-family="'DejaVu Sans', sans-serif" font-size="20" fill="#59616b">Grupo: ________   Ciclo escolar: ________   Docente: ____________________</text>
    <rect x="${margin}" y="356" width="${tableWidth}" height="${rowHeight}" fill="#0b3a6e"/>
    ${header}${body}${lines}
    <text x="${width - margin}" y="${height - 40}" text-anchor="end" font-family="'DejaVu Sans', sans-serif" font-size="18" fill="#59616b">profemax · versión para imprimir</text>
  </svg>`
  return toPng(svg)
}
