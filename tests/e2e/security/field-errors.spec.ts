import { expect, test } from '@playwright/test'

import { ADMIN } from '../admin/helpers'

type Refusal = { errors: { message: string; data?: { errors: { path: string; message: string }[] } }[] }

/**
 * A refused save through `/api` names each refused field with its Spanish message, on the production
 * build (where Payload's own formatter lost them: src/lib/api-errors.ts, validationDetails). The admin's
 * forms show these under the fields.
 */
test('a refused save answers 400 with each field and its Spanish message', async ({ request }) => {
  expect((await request.post('/api/users/login', { data: ADMIN })).ok()).toBeTruthy()
  const blog = await request.post('/api/blogs', { data: { name: 'Sin lo demás' } })
  expect(blog.status()).toBe(400)
  const blogErrors = ((await blog.json()) as Refusal).errors[0]!.data?.errors ?? []
  expect(blogErrors.map((error) => error.path)).toEqual(
    expect.arrayContaining(['audience', 'short_description', 'image_path']),
  )
  for (const error of blogErrors) expect(error.message).toMatch(/[a-záéíóúñ]/i)

  // A hook's own refusal (the password rules) keeps its message too.
  const weak = await request.post('/api/users', {
    data: { email: `debil.${Date.now().toString(36)}@profemax.mx`, password: '123', name: 'Débil', role: 'editor' },
  })
  expect(weak.status()).toBe(400)
  const [passwordError] = ((await weak.json()) as Refusal).errors[0]!.data?.errors ?? []
  expect(passwordError?.path).toBe('password')
  expect(passwordError?.message).not.toMatch(/The following field/)
})
