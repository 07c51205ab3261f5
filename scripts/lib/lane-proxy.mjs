// The public lane's forward proxy (docs/testing.md, "Two Playwright lanes"): the lane's browsers and request
// contexts keep the site's origin (the build's SITE_URL, which forms, cookies and Origin checks compare with)
// and this proxy sends every request to the lane's own `next start`, on its own database and cache.
import http from 'node:http'
import net from 'node:net'

/**
 * Starts an HTTP forward proxy on the loopback that sends every request, whatever its host, to
 * 127.0.0.1:`targetPort` with its method, path, headers (Host included) and body. Resolves to its URL
 * and a `stop`.
 * @param {number | string} targetPort
 */
export const startLaneProxy = async (targetPort) => {
  const agent = new http.Agent({ keepAlive: true })
  const server = http.createServer((request, response) => {
    // A proxy is asked for absolute addresses; a direct request carries only the path.
    const target = new URL(request.url ?? '/', 'http://127.0.0.1')
    const headers = { ...request.headers }
    delete headers['proxy-connection']
    delete headers['proxy-authorization']
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: Number(targetPort),
        method: request.method,
        path: `${target.pathname}${target.search}`,
        headers,
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders)
        answer.pipe(response)
      },
    )
    upstream.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502, { 'Content-Type': 'text/plain' })
      response.end(`lane proxy: ${error.message}`)
    })
    request.pipe(upstream)
  })
  // Playwright's request contexts tunnel through a proxy (CONNECT) even to an http:// address: the tunnel
  // goes to the lane's server whatever host it names.
  const tunnels = new Set()
  server.on('connect', (_request, client, head) => {
    const upstream = net.connect(Number(targetPort), '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      if (head.length) upstream.write(head)
      upstream.pipe(client)
      client.pipe(upstream)
    })
    for (const socket of [client, upstream]) {
      tunnels.add(socket)
      socket.on('close', () => tunnels.delete(socket))
      socket.on('error', () => {
        client.destroy()
        upstream.destroy()
      })
    }
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address())
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        agent.destroy()
        for (const socket of tunnels) socket.destroy()
        server.closeAllConnections()
        server.close(() => resolve(undefined))
      }),
  }
}
