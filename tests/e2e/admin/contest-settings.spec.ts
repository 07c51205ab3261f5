import { expect, test } from '@playwright/test'

import { CONTEST_PATH, NOMINATION_PATH } from '../../../src/lib/site-config'
import { Api } from '../portal/helpers'
import { signIn } from './helpers'

const SLUG = 'contest-settings'

/** yyyy-mm-dd of the Mexico City day `offset` days from today, at 12:00 UTC as the day picker stores it. */
const day = (offset: number): string => {
  const today = new Date(Date.now() - 6 * 3_600_000).toISOString().slice(0, 10)
  const date = new Date(`${today}T12:00:00.000Z`)
  date.setUTCDate(date.getUTCDate() + offset)
  return date.toISOString()
}

test('staff run the contest calendar from "Concurso: fechas y bases"; the pages and the server follow it', async ({
  page,
  request,
}) => {
  await signIn(page)
  await page.goto(`/admin/globals/${SLUG}`)
  for (const label of [
    'Abren las nominaciones',
    'Cierran las nominaciones',
    'Abre la votación',
    'Cierra la votación',
    'Publicación de resultados',
    'Beneficios por nominar',
    'Recompensas por votar',
  ]) {
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible({ timeout: 30_000 })
  }
  await expect(page.getByText('Bases del concurso', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('Premios', { exact: true }).first()).toBeVisible()

  // Nominations closed yesterday, voting still open: the contest page and the server say so.
  const api = await Api.signIn(request)
  const before = await api.global(SLUG)
  try {
    await api.setGlobal(SLUG, {
      nominationsStart: day(-20),
      nominationsEnd: day(-1),
      votingStart: day(-10),
      votingEnd: day(10),
      resultsDate: day(15),
    })
    const visitor = await page.context().browser()!.newPage()
    await visitor.addInitScript(() => window.localStorage.setItem('dontShowRegisterForm', 'true'))
    // The page is static and expired by the global's hook: the first request after the edit may still get the previous copy.
    await expect(async () => {
      await visitor.goto(CONTEST_PATH)
      await expect(visitor.getByTestId('contest-phase')).toHaveAttribute('data-phase', 'votacion', { timeout: 2000 })
    }).toPass({ timeout: 30_000, intervals: [500, 1000, 2000] })
    await expect(visitor.getByTestId('contest-phase')).toContainText('Votación abierta hasta el')
    await visitor.getByRole('button', { name: '¡Nomina ahora!' }).click()
    await expect(visitor.getByTestId('nomination-closed')).toHaveText(
      /^Las nominaciones cerraron el \d+ de \p{L}+ de \d{4}\.$/u,
    )
    const refused = await visitor.request.post(NOMINATION_PATH, {
      data: {},
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      failOnStatusCode: false,
    })
    expect(refused.status()).toBe(403)
    expect((await refused.json()).message).toMatch(/^Las nominaciones cerraron el /)
    await visitor.close()
  } finally {
    const { nominationsStart, nominationsEnd, votingStart, votingEnd, resultsDate } = before
    await api.setGlobal(SLUG, { nominationsStart, nominationsEnd, votingStart, votingEnd, resultsDate })
  }
})
