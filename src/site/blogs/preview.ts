import config from '@payload-config'
import { draftMode, headers } from 'next/headers'
import { getPayload } from 'payload'

import { isStaffUser } from '@/access'
import type { Audience } from '@/lib/audiences'
import { readBlog, type BlogFull } from '@/site/data'

/**
 * The blog a staff preview shows (issue 14), or null when this request is not a preview. Only with
 * Next's draft mode on (set by the secret-checked /vista-previa route) AND a staff session on this
 * very request: a draft-mode cookie left behind after signing out shows nothing. Draft mode makes
 * Next render the page for this request only (never stored in the route cache, `Cache-Control:
 * private, no-store`); visitors keep getting the static page, and `headers()` is read only here.
 */
export const previewBlog = async (audience: Audience, slug: string): Promise<BlogFull | null> => {
  if (!(await draftMode()).isEnabled) return null
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: await headers() })
  if (!isStaffUser(user)) return null
  return readBlog(audience, slug, { user, draft: true })
}

/** Where 'Salir de la vista previa' goes: the route that turns draft mode off, back to the public page. */
export const exitPreviewHref = (path: string): string => `/vista-previa/salir?ruta=${encodeURIComponent(path)}`
