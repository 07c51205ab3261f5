import { expect, test } from '@playwright/test'

import { PHONE, isPhone, openMenuIfPhone, returningVisitor, revealAll } from './helpers'

test.beforeEach(async ({ context }) => returningVisitor(context))

test('the home page shows its seven sections in order with their links', PHONE, async ({ page }) => {
  await page.goto('/')
  await revealAll(page)
  const headings = await page.locator('main h1, main h2').allTextContents()
  expect(headings.map((h) => h.trim())).toEqual([
    'ProfeMax: premiamos a quienes enseñan',
    'Un aliado para tu día a día en el aula',
    'Contenido para cada persona de la comunidad escolar',
    'Tus compras se convierten en puntos',
    'Dos formas de ser parte de ProfeMax',
    'Marcas que creen en la educación',
    'Tu labor merece ser reconocida',
  ])
  await expect(page.getByRole('link', { name: 'Conoce ProfeMax' })).toHaveAttribute('href', '/profe-max')
  await expect(page.getByRole('link', { name: 'Explorar contenidos' })).toHaveAttribute('href', '/profe-max')
  await expect(page.getByRole('link', { name: 'Ir a ProfeMax' })).toHaveAttribute('href', '/profe-max')
  await expect(page.getByRole('link', { name: 'Conocer el concurso' })).toHaveAttribute('href', '/proximamente')
  for (const audience of ['alumnos', 'profesores', 'padres-familia']) {
    await expect(page.locator(`main a[href="/blogs/${audience}"]`)).toHaveCount(1)
  }
})

test('a flip card turns and a click on its back face opens the audience blog', PHONE, async ({ page }) => {
  await page.goto('/')
  await revealAll(page)
  const card = page.getByTestId('audience-card').nth(1)
  await card.scrollIntoViewIfNeeded()
  await card.click({ position: { x: 40, y: 40 } })
  await expect(card).toHaveAttribute('data-flipped', 'true')
  await card.getByTestId('audience-card-back').click({ position: { x: 20, y: 20 } })
  await expect(page).toHaveURL(/\/blogs\/profesores$/)
})

test('allies slider: 4 per page, steps of 4, arrows only when they can move', PHONE, async ({ page }) => {
  await page.goto('/')
  await revealAll(page)
  const slider = page.getByTestId('allies-slider')
  await slider.scrollIntoViewIfNeeded()
  const names = () => slider.getByRole('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))
  await expect(slider.getByRole('img')).toHaveCount(4)
  await expect(slider.getByRole('button', { name: 'Aliados anteriores' })).toHaveCount(0)
  expect(await names()).toEqual(['Papelería Central', 'Lápices Aurora', 'Cuadernos Norte', 'Colores Maya'])
  await slider.getByRole('button', { name: 'Más aliados' }).click()
  expect(await names()).toEqual(['Editorial Saber', 'Mochilas Rumbo', 'Tecnología Aula', 'Arte y Trazo'])
  await expect(slider.getByRole('button', { name: 'Más aliados' })).toHaveCount(0)
  await slider.getByRole('button', { name: 'Aliados anteriores' }).click()
  expect(await names()).toEqual(['Papelería Central', 'Lápices Aurora', 'Cuadernos Norte', 'Colores Maya'])
  // the inactive ally is never shown
  await expect(page.getByAltText('Marca en pausa')).toHaveCount(0)
})

test('top navigation: routes, active states, social links to the retailer', PHONE, async ({ page }) => {
  const cases: [string, string][] = [
    ['/blogs/profesores', 'Blogs'],
    ['/proximamente', 'Mi Profe Max'],
    ['/proximamente/mi-profe-max', 'Mi Profe Max'],
    ['/terminos-condiciones', 'Términos y condiciones'],
    ['/aviso-de-privacidad', 'Aviso de privacidad'],
    ['/profe-max', 'ProfeMax'],
  ]
  for (const [path, label] of cases) {
    await page.goto(path)
    await openMenuIfPhone(page)
    const nav = page.getByRole('navigation', { name: 'Principal' })
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
  }
  const social = page.locator('.site-header .social a')
  await expect(social).toHaveCount(4)
  for (const href of await social.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href)))
    expect(href).toMatch(/officemax/i)
})

test('phone: the menu opens, closes with Escape and navigates', PHONE, async ({ page }) => {
  test.skip(!isPhone(page), 'phone layout only')
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Principal' })
  await expect(nav).toBeHidden()
  await page.getByRole('button', { name: 'Abrir menú' }).click()
  await expect(nav).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(nav).toBeHidden()
  await page.getByRole('button', { name: 'Abrir menú' }).click()
  await nav.getByRole('link', { name: 'Blogs' }).click()
  await expect(page).toHaveURL(/\/blogs$/)
  await expect(nav).toBeHidden()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
})
