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
