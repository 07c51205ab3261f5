import { allowedRichText } from '../../src/lib/richtext/allow-list'
import { blogs } from '../../src/seed/blog-posts'
import { activities, courses, musicItems, schoolDay } from '../../src/seed/data'
import { seedRichText } from '../../src/seed/rich-text'

/** Issue 31: demo content that reads as real. */
describe('demo content', () => {
  const active = Object.values(blogs)
    .flat()
    .filter((post) => post.is_active)

  it('every demo blog body is rich text the editor accepts; one post per audience has subheadings, a list and a quote', () => {
    for (const post of active) {
      const body = seedRichText(post.description)
      expect(allowedRichText(body)).toEqual(body)
      expect(JSON.stringify(body)).not.toMatch(/"text":"(## |> |- )/)
    }
    for (const posts of Object.values(blogs)) {
      const types = posts.map((post) => new Set(seedRichText(post.description).root.children.map((node) => node.type)))
      expect(types.some((kinds) => kinds.has('heading') && kinds.has('list') && kinds.has('quote'))).toBe(true)
    }
  })

  it('music titles are distinct across categories and play links are not searches', () => {
    const tracks = Object.values(musicItems).flat()
    const titles = tracks.map(([title]) => title)
    expect(new Set(titles).size).toBe(titles.length)
    for (const [title, url] of tracks) {
      expect(title).not.toMatch(/ \d+$/)
      expect(url).not.toMatch(/search|results\?/)
    }
  })

  it('an online course is never 100% presencial, and course links are not searches', () => {
    for (const course of courses) {
      expect(course.purchase_link).not.toMatch(/search|[?&]q(uery)?=/)
      if (/MéxicoX|Coursera|edX|Google/.test(course.plathform)) expect(course.type).toBe('1')
    }
  })
})

describe('demo activities', () => {
  it('fall on school days (Monday to Friday) whatever the month', () => {
    for (let month = 0; month < 24; month += 1) {
      const today = `${2026 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-15`
      for (const activity of activities((offset, day) => schoolDay(today, offset, day))) {
        if (!activity.activity_date) continue
        expect([1, 2, 3, 4, 5]).toContain(new Date(`${activity.activity_date}T12:00:00Z`).getUTCDay())
      }
    }
  })
})

describe('demo colouring page', () => {
  it('is line art to colour: white ground, dark outlines, no coloured fills', async () => {
    const { default: sharp } = await import('sharp')
    const { colouringPage } = await import('../../src/seed/art')
    const { categoryScenes } = await import('../../src/seed/data')
    const png = await colouringPage('Ciencias naturales', categoryScenes['Ciencias naturales'] ?? [])
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
    let white = 0
    let dark = 0
    let coloured = 0
    for (let i = 0; i < data.length; i += info.channels) {
      const [r = 0, g = 0, b = 0] = [data[i], data[i + 1], data[i + 2]]
      if (r > 235 && g > 235 && b > 235) white += 1
      else if (r < 90 && g < 90 && b < 110) dark += 1
      if (Math.max(r, g, b) - Math.min(r, g, b) > 60) coloured += 1
    }
    const pixels = data.length / info.channels
    expect(white / pixels).toBeGreaterThan(0.85)
    expect(dark / pixels).toBeGreaterThan(0.01)
    expect(coloured / pixels).toBeLessThan(0.001)
  })
})
