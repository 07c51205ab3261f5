#!/usr/bin/env node
// Screenshots of every public page at 1440 and 375 px, as a returning visitor (the registration modal
// does not open by itself), after scrolling through so every section has animated in. JPEG, full page.
// Usage: BASE_URL=http://127.0.0.1:3000 node scripts/screenshots-site.mjs [prefix]   (default prefix: look-)
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { chromium } from '@playwright/test'

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/screenshots/site')
const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000'
const prefix = process.argv[2] ?? 'look-'

const PAGES = {
  home: '/',
  'profe-max': '/profe-max',
  recursos: '/profe-max?seccion=recursos_educativos',
  'recursos-imagenes': '/profe-max?seccion=recursos_educativos&vista=imagenes',
  'recursos-plantillas': '/profe-max?seccion=recursos_educativos&vista=plantillas',
  desarrollo: '/profe-max?seccion=desarrollo',
  'desarrollo-libros': '/profe-max?seccion=desarrollo&vista=libros',
  'desarrollo-libro': '/profe-max?seccion=desarrollo&vista=libro&id=1',
  'desarrollo-cursos': '/profe-max?seccion=desarrollo&vista=cursos',
  bienestar: '/profe-max?seccion=bienestar',
  'bienestar-recetas': '/profe-max?seccion=bienestar&vista=recetas',
  'bienestar-libros-podcast': '/profe-max?seccion=bienestar&vista=libros_podcast',
  blogs: '/blogs',
  'blogs-profesores': '/blogs/profesores',
  'blog-evaluar': '/blogs/profesores/evaluar-sin-estres',
  terminos: '/terminos-condiciones',
  proximamente: '/proximamente',
  concurso: '/proximamente/mi-profe-max',
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
try {
  /** @type {[number, string][]} */
  const widths = [
    [1440, '1440'],
    [375, '375'],
  ]
  for (const [width, label] of widths) {
    const context = await browser.newContext({
      viewport: { width, height: width === 375 ? 812 : 900 },
      deviceScaleFactor: 1,
      isMobile: width === 375,
      hasTouch: width === 375,
      locale: 'es-MX',
    })
    await context.addInitScript(() => window.localStorage.setItem('dontShowRegisterForm', 'true'))
    const page = await context.newPage()
    for (const [name, address] of Object.entries(PAGES)) {
      await page.goto(base + address, { waitUntil: 'networkidle' })
      const height = await page.evaluate(() => document.body.scrollHeight)
      for (let y = 0; y <= height; y += 400) {
        await page.evaluate((top) => window.scrollTo(0, top), y)
        await page.waitForTimeout(60)
      }
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.waitForTimeout(800)
      const file = path.join(dir, `${prefix}${name}-${label}.jpg`)
      await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 60 })
      console.log(file)
    }
    await context.close()
  }
} finally {
  await browser.close()
}
