// Small helpers the launcher, the test runner and the benchmark share.
import net from 'node:net'

/** A TCP port free on the loopback interface right now. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address())
      server.close(() => resolve(port))
    })
  })

/** Resolves once `url` answers below 500; rejects if `child` exits first or `seconds` pass. */
export const waitForServer = async (url, child, seconds = 60) => {
  for (let i = 0; i < seconds * 4; i += 1) {
    if (child.exitCode !== null) throw new Error('next start exited early')
    try {
      if ((await fetch(url)).status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${seconds} s`)
}
