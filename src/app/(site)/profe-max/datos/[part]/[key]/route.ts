import { PART_KEYS } from '@/site/portal/parts'
import { readPortalKey } from '@/site/portal/data'
import type { PartKey } from '@/site/portal/types'

/**
 * The portal's paged endpoint (src/site/portal/endpoint.ts): what the page's HTML leaves out (more pages
 * of a list, one item, a month of activities), read on demand by the browser. Each address is a static
 * response, rendered on its first request and kept until the part's tags expire (or 5 minutes pass).
 */
export const revalidate = 300
export const dynamicParams = true
export const generateStaticParams = () => []

const notFound = () => Response.json({ error: true, message: 'No encontrado.' }, { status: 404 })

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ part: string; key: string }> },
): Promise<Response> {
  const { part, key } = await params
  if (!PART_KEYS.includes(part as PartKey)) return notFound()
  const answer = await readPortalKey(part as PartKey, key)
  if (answer === undefined || answer === null) return notFound()
  return Response.json(answer)
}
