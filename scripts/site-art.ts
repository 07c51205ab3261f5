/**
 * Draws the home page's and the blogs landing's illustrations (audience cards, programmes,
 * recognition) into src/site/art/*.webp, which the pages import statically (hashed, cached for good,
 * resized by next/image). They are part of the site's design, not editable content, so they are
 * committed; rerun after changing a scene: `npx tsx scripts/site-art.ts`. Same drawing code as the
 * seed's pictures (src/seed/art.ts: Fluent Emoji Flat, MIT; docs/content-licences.md).
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { illustration, webp } from '../src/seed/art'

const SCENES: Record<string, string[]> = {
  alumnos: ['woman-student', 'backpack', 'books', 'pencil'],
  profesores: ['teacher', 'green-apple', 'light-bulb', 'books'],
  'padres-familia': ['people-hugging', 'house-with-garden', 'red-heart', 'open-book'],
  'programa-contenidos': ['laptop', 'books', 'light-bulb', 'artist-palette'],
  'programa-concurso': ['trophy', 'woman-teacher', 'glowing-star', 'clapping-hands'],
  reconocimiento: ['sports-medal', 'man-teacher', 'clapping-hands', 'sparkles'],
}

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/site/art')
const main = async () => {
  for (const [name, emojis] of Object.entries(SCENES)) {
    const file = path.join(dir, `${name}.webp`)
    writeFileSync(file, await webp(await illustration(`inicio:${name}`, emojis, 1200, 800)))
    console.log(file)
  }
}
void main()
