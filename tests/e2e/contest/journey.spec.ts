import { expect, test, type Page } from '@playwright/test'

import { CONTEST_MESSAGES as M } from '../../../src/contest/messages'
import { CONTEST_API, CONTEST_PATH, registrationPath } from '../../../src/lib/site-config'
import { signIn } from '../admin/helpers'
import { saveScreenshot } from '../screenshots'
import { returningVisitor } from '../site/helpers'

/** Mail the catcher started by scripts/test.mjs received for `address` (waits for an instance's turn at the mail queue, src/jobs/runner.ts). */
const waitForMail = async (address: string): Promise<{ subject: string; html: string; text: string }> => {
  const catcher = process.env.MAIL_CATCHER_URL
  if (!catcher) throw new Error('MAIL_CATCHER_URL is not set: run with `npm run test:e2e`')
  let found: { subject: string; html: string; text: string; to: { address: string }[] } | undefined
  await expect
    .poll(
      async () => {
        const all = (await (await fetch(`${catcher}/api/email`)).json()) as (typeof found & object)[]
        found = all.find((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()))
        return Boolean(found)
      },
      { timeout: 40_000, intervals: [1000] },
    )
    .toBe(true)
  return found as { subject: string; html: string; text: string }
}

test.beforeEach(async ({ context }) => returningVisitor(context))

const fill = async (page: Page, prefix: string, person: Record<string, string>) => {
  for (const key of ['nombre', 'apellido', 'correo', 'escuela'])
    await page.locator(`#${prefix}-${key}`).fill(person[key] ?? '')
  await page.locator(`#${prefix}-estado`).selectOption(person.estado ?? '')
}

test('nominate, approve as staff, vote, open the e-mailed link, see the leaderboard move', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const stamp = Date.now().toString(36)
  const teacher = {
    nombre: `Profa${stamp}`,
    apellido: 'Viajera',
    correo: `profa.${stamp}@escuela.mx`,
    escuela: 'Primaria Ruta Completa',
    estado: 'zacatecas',
  }
  const fullName = `${teacher.nombre} ${teacher.apellido}`

  // 1. A visitor nominates.
  await page.goto(CONTEST_PATH)
  await page.getByRole('button', { name: '¡Nomina ahora!' }).click()
  await fill(page, 'user', {
    nombre: 'Pablo',
    apellido: 'Padre',
    correo: `pablo.${stamp}@correo.mx`,
    escuela: 'Primaria Ruta Completa',
    estado: 'zacatecas',
  })
  await page.getByRole('button', { name: 'Siguiente' }).click()
  await fill(page, 'professor', teacher)
  await page.getByRole('button', { name: 'Enviar' }).click()
  await expect(page.getByTestId('nomination-done')).toContainText('Nuestro equipo la revisará antes de publicarla')

  // 2. Staff approve it on 'Nominaciones'.
  const staff = await browser.newPage()
  await signIn(staff)
  await staff.goto('/admin/concurso/nominaciones')
  await staff.getByRole('searchbox', { name: /Buscar por profe/ }).fill(teacher.nombre)
  const approve = staff.getByRole('button', { name: `Aprobar la nominación de ${fullName}` })
  await expect(approve).toBeVisible({ timeout: 30_000 })
  await approve.click()
  await expect(staff.getByText('Nominación aprobada.').first()).toBeVisible()
  await staff.close()

  // 3. A visitor finds the teacher in 'Votar' and votes; the leaderboard shows 0 until confirmed.
  await page.goto(CONTEST_PATH)
  await page.getByRole('button', { name: /^Votar/ }).click()
  await page.getByLabel('Buscar por nombre o escuela').fill(teacher.nombre)
  const card = page.getByTestId('candidate').filter({ hasText: fullName })
  await expect(card).toHaveCount(1)
  await expect(card).toContainText('Primaria Ruta Completa')
  await expect(card).toContainText('Zacatecas')
  await page.locator('#leaderboard-state').selectOption('zacatecas')
  const row = page.getByTestId('leaderboard').locator('li', { hasText: fullName })
  await expect(row.getByTestId('votes')).toHaveText('0 votos')
  await card.getByRole('button', { name: `Votar por ${fullName}` }).click()
  const voter = `Votante.${stamp}@Correo.mx`
  await card.getByLabel('Tu correo').fill(voter)
  await card.getByRole('button', { name: 'Enviar voto' }).click()
  await expect(card.getByRole('status')).toHaveText(M.voteSent)

  // 4. The link from the catcher confirms the vote; the leaderboard moves.
  const mail = await waitForMail(voter)
  expect(mail.subject).toBe('Confirma tu voto en Mi Profe Max')
  const link = /https?:\/\/\S+confirmar-voto\?v=\d+&t=[\w%-]+/.exec(mail.text)?.[0]
  expect(link).toBeTruthy()
  const { pathname, search } = new URL(link ?? '')
  // Opening the link confirms nothing (a mail scanner running the page's scripts must not vote):
  // the page waits for the button; the leaderboard still says 0 after the page has settled.
  await page.goto(`${pathname}${search}`)
  const confirmButton = page.getByRole('button', { name: 'Confirmar mi voto' })
  await expect(confirmButton).toBeVisible()
  await page.waitForLoadState('networkidle')
  const board = await page.request.get(`${CONTEST_API}/ranking?estado=zacatecas`)
  expect(
    ((await board.json()) as { nombre: string; apellido: string; votes: number }[]).find(
      (c) => `${c.nombre} ${c.apellido}` === fullName,
    )?.votes,
  ).toBe(0)
  await confirmButton.click()
  await expect(page.getByRole('heading', { name: '¡Voto confirmado!' })).toBeVisible()
  await expect(page.getByRole('status')).toHaveText(M.voteConfirmed)
  await page.locator('#leaderboard-state').selectOption('zacatecas')
  await expect(page.getByTestId('leaderboard').locator('li', { hasText: fullName }).getByTestId('votes')).toHaveText(
    '1 voto',
  )

  // Opening the link again and pressing the button is refused with its message.
  await page.goto(`${pathname}${search}`)
  await page.getByRole('button', { name: 'Confirmar mi voto' }).click()
  await expect(page.getByRole('status')).toHaveText(M.linkUsed)
})

test('the welcome e-mail, rendered (SCREENSHOTS=1 saves docs/screenshots/welcome-email.png)', async ({ page }) => {
  const stamp = Date.now().toString(36)
  const email = `bienvenida.${stamp}@escuela.mx`
  const answer = await page.request.post(registrationPath(), {
    data: {
      nombre: 'Lucía',
      apellido: 'Hernández',
      email,
      telefono: '5512345678',
      fecha_nac: '1988-03-14',
      cp: '06700',
      cedula: String(Date.now()).slice(-8),
      escuela: 'Secundaria Técnica 12',
    },
    headers: { 'X-Forwarded-For': `203.0.113.${Math.floor(Math.random() * 200) + 1}` },
  })
  expect(answer.status()).toBe(201)
  const mail = await waitForMail(email)
  // The answer carries no code (it is the same for a known address): the mail does.
  const code = /PM-[A-Z2-9]{10}/.exec(mail.text)?.[0] ?? 'missing'
  expect(mail.subject).toBe('Bienvenida a ProfeMax: tu código de socio')
  await page.setViewportSize({ width: 680, height: 900 })
  await page.setContent(mail.html)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Hola, Lucía! Ya eres parte de ProfeMax')
  await expect(page.locator('[data-member-code]')).toHaveText(code)
  await saveScreenshot(page, { path: 'docs/screenshots/welcome-email.png', fullPage: true })
  // And at phone width (mail apps on a phone): the code is not cut.
  await page.setViewportSize({ width: 375, height: 800 })
  const box = await page.locator('[data-member-code]').boundingBox()
  expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(375)
  await saveScreenshot(page, { path: 'docs/screenshots/welcome-email-phone.png', fullPage: true })
})
