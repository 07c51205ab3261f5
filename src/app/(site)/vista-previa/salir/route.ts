import { draftMode } from 'next/headers'

/** A public blog address only (no open redirect): `/blogs/{audience}/{slug}`; anything else goes to /blogs. */
const BLOG_PATH = /^\/blogs\/[a-z-]+\/[a-z0-9-]+$/

/** 'Salir de la vista previa': draft mode off, back to the page as visitors see it. */
export async function GET(request: Request): Promise<Response> {
  ;(await draftMode()).disable()
  const wanted = new URL(request.url).searchParams.get('ruta') ?? ''
  return new Response(null, {
    status: 307,
    headers: { 'Cache-Control': 'private, no-store', Location: BLOG_PATH.test(wanted) ? wanted : '/blogs' },
  })
}
