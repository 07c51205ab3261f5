import { expect, test } from '@playwright/test'

import { PHONE, collectAlerts, returningVisitor } from './helpers'

test.beforeEach(async ({ context }) => returningVisitor(context))

test(
  'the share menu offers the current address to the four targets and copies it',
  PHONE,
  async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    // The page's clock is the test's: '¡Link copiado!' lasts until the test moves time on, not 2 s of a busy machine.
    await page.clock.install()
    await page.goto('/blogs?x=1#y')
    await page.getByRole('button', { name: 'Compartir' }).first().click()
    const menu = page.getByTestId('share-menu')
    await expect(menu).toBeVisible()
    const url = `${baseURL}/blogs?x=1#y`
    await expect(menu.getByLabel('Dirección para compartir')).toHaveValue(url)
    const enc = encodeURIComponent(url)
    await expect(menu.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', `https://wa.me/?text=${enc}`)
    // The subject names the page (issue 31); 'Compartir imagen' stays for the image bank's pictures.
    const subject = encodeURIComponent(`ProfeMax: ${(await page.title()).replace(/\s*·\s*ProfeMax$/, '')}`)
    await expect(menu.getByRole('link', { name: 'Correo' })).toHaveAttribute(
      'href',
      `mailto:?subject=${subject}&body=${enc}`,
    )
    await expect(menu.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${enc}`,
    )
    await expect(menu.getByRole('link', { name: 'X (Twitter)' })).toHaveAttribute(
      'href',
      `https://twitter.com/intent/tweet?url=${enc}`,
    )
    for (const name of ['WhatsApp', 'Correo', 'Facebook', 'X (Twitter)']) {
      await expect(menu.getByRole('link', { name })).toHaveAttribute('target', '_blank')
    }
    await page.clock.pauseAt(Date.now() + 1000)
    await menu.getByRole('button', { name: 'Copiar enlace' }).click()
    await expect(menu.getByText('¡Link copiado!')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)
    await page.clock.runFor(1900)
    await expect(menu.getByText('¡Link copiado!')).toBeVisible()
    await page.clock.runFor(200)
    await expect(menu.getByText('¡Link copiado!')).toBeHidden()
  },
)

test('copy falls back to the legacy command, and says so when both fail', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    })
  })
  await page.goto('/blogs')
  await page.getByRole('button', { name: 'Compartir' }).first().click()
  const menu = page.getByTestId('share-menu')
  await page.evaluate(() => {
    ;(window as unknown as { copied: string[] }).copied = []
    document.execCommand = ((command: string) => {
      ;(window as unknown as { copied: string[] }).copied.push(command)
      return true
    }) as typeof document.execCommand
  })
  await menu.getByRole('button', { name: 'Copiar enlace' }).click()
  await expect(menu.getByText('¡Link copiado!')).toBeVisible()
  await page.evaluate(() => {
    document.execCommand = (() => false) as typeof document.execCommand
  })
  const alerts = collectAlerts(page)
  await menu.getByRole('button', { name: 'Copiar enlace' }).click()
  await expect.poll(() => alerts).toEqual(['No se pudo copiar el enlace.'])
})
