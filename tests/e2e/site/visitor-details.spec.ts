import { expect, test, type Page } from '@playwright/test'

import { PHONE, returningVisitor } from './helpers'

/** Issue 31's smaller items, read as a visitor would: the calendar's popover, the logo's name, the flip cards. */

test.beforeEach(async ({ context }) => returningVisitor(context))

const onPhone = () => test.info().project.name === 'phone'

/** Moves the calendar ahead until a day with activities sits in a week that has another week below it. */
const dayWithWeekBelow = async (page: Page): Promise<string> => {
  for (let i = 0; i < 12; i += 1) {
    const day = await page.getByTestId('calendar').evaluate((calendar) => {
      const days = [...calendar.querySelectorAll<HTMLButtonElement>('button[data-day]')]
      return days.find((button) => button.closest('[role="row"]')?.nextElementSibling)?.dataset.day ?? null
    })
    if (day) return day
    await page.getByRole('button', { name: 'Mes siguiente' }).click()
  }
  throw new Error('no activity in the next 12 months')
}

test("the calendar's popover opens under the day's week and covers no day", PHONE, async ({ page }) => {
  await page.goto('/profe-max?seccion=recursos_educativos')
  const calendar = page.getByTestId('calendar')
  await calendar.scrollIntoViewIfNeeded()
  const key = await dayWithWeekBelow(page)
  const day = calendar.locator(`button[data-day="${key}"]`)
  if (onPhone()) await day.tap()
  else await day.hover()
  const popover = page.getByTestId('calendar-popover')
  await expect(popover).toBeVisible()
  await popover.scrollIntoViewIfNeeded()
  // Below the day, and every day of the month is still where a pointer or a finger can reach it.
  const dayBox = (await day.boundingBox())!
  expect((await popover.boundingBox())!.y).toBeGreaterThanOrEqual(dayBox.y + dayBox.height)
  // (A day under the sticky header or another fixed control is not the popover's doing.)
  const covered = await calendar.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('.pm-cal__day')]
      .filter((cell) => {
        const box = cell.getBoundingClientRect()
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        return Boolean(hit?.closest('[data-testid="calendar-popover"]'))
      })
      .map((cell) => cell.textContent),
  )
  expect(covered, 'days hidden by the popover').toEqual([])
  // The popover follows its day in the Tab order.
  await day.focus()
  await page.keyboard.press('Tab')
  await expect(popover.getByRole('link', { name: /^Ver contenido/ }).first()).toBeFocused()
})

// The logo's name is its visible text and a visually hidden part (an aria-label would differ from the text on
// screen, WCAG 2.5.3); how the two join ('ProfeMax, …' or 'ProfeMax , …') is the browser's.
const LOGO = /^ProfeMax\s?, página de inicio$/

test("the logo and the nav's 'ProfeMax' have distinct names for their two destinations", PHONE, async ({ page }) => {
  await page.goto('/blogs')
  const header = page.locator('header.site-header')
  await expect(header.getByRole('link', { name: LOGO })).toHaveAttribute('href', '/')
  const named = header.getByRole('link', { name: 'ProfeMax', exact: true, includeHidden: true })
  await expect(named).toHaveCount(1)
  await expect(named).toHaveAttribute('href', '/profe-max')
  // The footer's logo too.
  await expect(page.locator('footer').getByRole('link', { name: LOGO })).toHaveAttribute('href', '/')
})

test("flip cards say 'Toca para ver más' on touch screens only", PHONE, async ({ page }) => {
  await page.goto('/')
  const card = page.getByTestId('audience-card').first()
  await card.scrollIntoViewIfNeeded()
  const hint = card.getByText('Toca para ver más')
  if (onPhone()) await expect(hint).toBeVisible()
  else await expect(hint).toBeHidden()
  await page.goto('/profe-max?seccion=recursos_educativos')
  const portalCard = page.getByTestId('flip-imagenes')
  const portalHint = portalCard.getByText('Toca para ver más')
  if (!onPhone()) return await expect(portalHint).toBeHidden()
  await expect(portalHint).toBeVisible()
  // Centred under the card's centred title, as the rest of the portal card's face.
  const [hintBox, cardBox] = [(await portalHint.boundingBox())!, (await portalCard.boundingBox())!]
  expect(Math.abs(hintBox.x + hintBox.width / 2 - (cardBox.x + cardBox.width / 2))).toBeLessThan(2)
})
