import config from '@payload-config'
import { draftMode } from 'next/headers'
import { getPayload } from 'payload'

import { isStaffUser } from '@/access'
import { verifyPreview } from '@/lib/drafts/preview-token'
import { securityLog } from '@/lib/security-log'

/** Never stored by a cache or indexed, whatever it answers. */
const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' }

const refuse = (status: number, message: string) =>
  new Response(message, { status, headers: { ...PRIVATE, 'Content-Type': 'text/plain; charset=utf-8' } })

/**
 * 'Vista previa' (issue 14, docs/security.md): GET /vista-previa?id&exp&sig, the signed link the
 * admin's blog rows carry. Checks the signature and expiry, then the staff session, then that the
 * blog exists (its newest version, a draft included); only then turns on Next's draft mode for this
 * browser and sends it to the real public page, which shows the draft with the preview bar.
 */
export async function GET(request: Request): Promise<Response> {
  const payload = await getPayload({ config })
  const target = verifyPreview(payload.secret, new URL(request.url).searchParams)
  if (!target) return refuse(403, 'El enlace de vista previa no es válido o ya caducó. Ábrelo de nuevo desde el panel.')
  const { user } = await payload.auth({ headers: request.headers })
  if (!isStaffUser(user)) {
    securityLog('access_refused', { route: 'vista-previa' })
    return refuse(401, 'Inicia sesión en el panel de administración para ver la vista previa.')
  }
  const { docs } = await payload.find({
    collection: target.collection,
    where: { id: { equals: target.id } },
    draft: true,
    depth: 0,
    limit: 1,
    select: { audience: true, slug: true },
    overrideAccess: false,
    user,
  })
  const blog = docs[0]
  if (!blog?.audience || !blog.slug) return refuse(404, 'El blog no existe.')
  ;(await draftMode()).enable()
  return new Response(null, { status: 307, headers: { ...PRIVATE, Location: `/blogs/${blog.audience}/${blog.slug}` } })
}
