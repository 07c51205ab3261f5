import type { Page, PageScreenshotOptions } from '@playwright/test'

/**
 * Screenshots are for a person to look at, not checks: they are written only when asked
 * (`SCREENSHOTS=1 npm run test:e2e -- <spec>`), so the suite does not spend minutes encoding
 * full-page images nobody opens in CI. The specs that take them still run their assertions.
 */
export const screenshotsWanted = Boolean(process.env.SCREENSHOTS)

export const saveScreenshot = async (page: Page, options: PageScreenshotOptions & { path: string }): Promise<void> => {
  if (screenshotsWanted) await page.screenshot(options)
}

/** The screen at 1440 px and at 390 px (`{base}-1440.png`, `{base}-390.png`), back at 1440 px after. */
export const saveScreenshotsAtWidths = async (
  page: Page,
  base: string,
  options: Omit<PageScreenshotOptions, 'path'> & { before?: () => Promise<void> } = {},
): Promise<void> => {
  const { before, ...shot } = options
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height })
    await before?.()
    await saveScreenshot(page, { ...shot, path: `${base}-${width}.png` })
  }
  await page.setViewportSize({ width: 1440, height: 900 })
}
