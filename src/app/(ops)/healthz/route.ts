/** Liveness for the load balancer and the orchestrator: the process answers. Touches nothing shared. */
export const dynamic = 'force-dynamic'

export const GET = (): Response => Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
