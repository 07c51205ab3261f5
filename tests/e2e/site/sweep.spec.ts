import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { saveScreenshot } from '../screenshots'
import { publicAddresses, type Address } from './addresses'
import { PHONE, returningVisitor, revealAll, watchNetwork } from './helpers'

/**
 * Every public address and deep link, at 1440 px (project desktop) and 375 px (project phone): no
 * console error, no page error, no horizontal overflow. With SCREENSHOTS=1 a full-page screenshot of
 * each goes to docs/screenshots/site/ (looked at: docs/site.md says what changed after looking).
 */
const SHOTS = path.join(process.cwd(), 'docs', 'screenshots', 'site')

test.describe.configure({ timeout: 10 * 60_000 })

test(
  'every public address: 0 console errors, 0 page errors, no horizontal overflow',
  PHONE,
  async ({ page, context, request }) => {
    await returningVisitor(context)
    const width = page.viewportSize()?.width ?? 0
    mkdirSync(SHOTS, { recursive: true })
    const addresses: Address[] = await publicAddresses(request)
    expect(addresses.length).toBeGreaterThan(30)
    const problems: string[] = []
    const network = watchNetwork(page)
    let current = ''
    page.on('console', (message) => {
      // The 404 page's own document answers 404 by design; Chromium reports that status as a console error.
      if (message.type() === 'error' && !(current.startsWith('404') && /status of 404/.test(message.text())))
        problems.push(`${current}: console: ${message.text()}`)
    })
    page.on('pageerror', (error) => problems.push(`${current}: page error: ${error.message}`))
    for (const address of addresses) {
      current = address.name
      const response = await page.goto(address.path, { waitUntil: 'load' })
      expect(response?.status(), address.path).toBe(address.status ?? 200)
      await network.settled()
      await revealAll(page)
      const overflow = await page.evaluate(() => ({
        scroll: document.scrollingElement?.scrollWidth ?? 0,
        inner: window.innerWidth,
      }))
      if (overflow.scroll > overflow.inner)
        problems.push(`${address.name}: horizontal overflow ${overflow.scroll} > ${overflow.inner}`)
      await saveScreenshot(page, { path: path.join(SHOTS, `${address.name}-${width}.png`), fullPage: true })
    }
    expect(problems).toEqual([])
  },
)
