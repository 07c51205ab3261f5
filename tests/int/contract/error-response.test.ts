import { APIError } from 'payload'

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

  it('keeps anything else a logged 500', async () => {
    const { logged, log } = recorder()
    const response = toErrorResponse(Object.assign(new Error('detalle interno'), { status: 409 }), log)
    expect(response.status).toBe(500)
    expect(logged).toHaveLength(1)
  })
})
