import { APIError, ValidationError } from 'payload'

import { toErrorResponse } from '../../../src/contract/http'

// A public APIError thrown by a collection hook can reach the contract as another copy of the class
// in the production build (`instanceof` fails there): it must still answer its own 4xx, not a 500.
describe('toErrorResponse', () => {
  // Each test its own log: Jest shuffles the tests inside a suite too.
  const recorder = () => {
    const logged: unknown[] = []
    return { logged, log: (error: unknown) => logged.push(error) }
  }

  it('answers a public 4xx APIError, also one from another copy of the class', async () => {
    const { logged, log } = recorder()
    class ForeignApiError extends Error {
      status = 409
      isPublic = true
    }
    for (const error of [new APIError('No se puede.', 409, undefined, true), new ForeignApiError('No se puede.')]) {
      const response = toErrorResponse(error, log)
      expect(response.status).toBe(409)
      expect(await response.json()).toMatchObject({ error: true, message: 'No se puede.' })
    }
    expect(logged).toHaveLength(0)
  })

  it('answers a ValidationError by field, also one from another copy of the class (a blog hook, issue 28)', async () => {
    const { logged, log } = recorder()
    const errors = [{ path: 'slug', message: 'La dirección «a» ya la usa el blog «A». Escribe otra.' }]
    class ForeignValidationError extends Error {
      status = 400
      isPublic = true
      data = { collection: 'blogs', errors }
    }
    for (const error of [
      new ValidationError({ collection: 'blogs', errors }),
      new ForeignValidationError('The following field is invalid: slug'),
    ]) {
      const response = toErrorResponse(error, log)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        error: true,
        message: errors[0]!.message,
        errors: { slug: errors[0]!.message },
      })
    }
    expect(logged).toHaveLength(0)
  })

  it('keeps anything else a logged 500', async () => {
    const { logged, log } = recorder()
    const response = toErrorResponse(Object.assign(new Error('detalle interno'), { status: 409 }), log)
    expect(response.status).toBe(500)
    expect(logged).toHaveLength(1)
  })
})
