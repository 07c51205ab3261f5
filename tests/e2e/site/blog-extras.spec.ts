import { expect, test } from '@playwright/test'

import { PHONE, returningVisitor } from './helpers'

test.beforeEach(async ({ context }) => returningVisitor(context))

test(
  'a blog post shows its date, more posts of its audience and the other audiences; the demo post has subheadings, a list and a quote',
  PHONE,
  async ({ page }) => {
    await page.goto('/blogs/alumnos/cinco-tecnicas-para-estudiar-mejor')
    await expect(page.locator('.blog-detail__date')).toHaveText(/^Publicado el \d{1,2} de \p{L}+ de \d{4}$/u)
    await expect(page.locator('.blog-detail__date time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/)
    const more = page.getByRole('navigation', { name: 'Más en el Blog Alumnos' })
    await expect(more.getByRole('link', { name: 'Cómo organizar tu mochila' })).toHaveAttribute(
      'href',
      '/blogs/alumnos/como-organizar-tu-mochila',
    )
    await expect(more.getByRole('link', { name: 'Cinco técnicas para estudiar mejor' })).toHaveCount(0)
    await expect(more.getByRole('link', { name: 'Blog Profesores' })).toHaveAttribute('href', '/blogs/profesores')
    await expect(more.getByRole('link', { name: 'Blog Padres de familia' })).toHaveAttribute(
      'href',
      '/blogs/padres-familia',
    )
    const body = page.locator('.blog-detail')
    await expect(body.getByRole('heading', { name: '5. Cuida tu cuerpo' })).toBeVisible()
    await expect(body.locator('ul li', { hasText: 'Duerme al menos nueve horas.' })).toBeVisible()
    await expect(body.locator('blockquote')).toContainText('Media hora diaria durante una semana')
  },
)
