import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

import { recordClientAddresses } from '../../src/instrumentation-node'
import { clientAddress, PEER_HEADER } from '../../src/lib/request-origin'

/**
 * Issue 29: the client's address is learned from Node's `http.server.request.start` diagnostics channel
 * (src/instrumentation-node.ts), not by patching `http.Server.prototype.emit`. A real Node HTTP server,
 * as `next start` runs one, and a client that lies in every header it can.
 */
describe('the client address', () => {
  const seen: string[] = []
  const server = createServer((request: IncomingMessage, response) => {
    const headers = new Headers()
    for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers.set(name, value)
    seen.push(clientAddress(headers))
    response.end()
  })

  beforeAll(async () => {
    recordClientAddresses()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it("is the connection's, whatever the client writes in X-Forwarded-For or in the peer header itself", async () => {
    const { port } = server.address() as AddressInfo
    await fetch(`http://127.0.0.1:${port}/`, {
      headers: { [PEER_HEADER]: '203.0.113.7', 'X-Forwarded-For': '198.51.100.9' },
    })
    await fetch(`http://127.0.0.1:${port}/`)
    expect(seen).toEqual(['127.0.0.1', '127.0.0.1'])
  })

  it('leaves Node.js http unpatched', async () => {
    const { Server } = await import('node:http')
    expect(Object.prototype.hasOwnProperty.call(Server.prototype, 'emit')).toBe(false)
  })
})
