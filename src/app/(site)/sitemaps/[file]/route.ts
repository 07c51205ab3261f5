import { sitemapFile, XML_HEADERS } from '@/site/sitemap'

/** One file of the sitemap index (src/site/sitemap.ts), rendered on its first request and kept until the blogs change. */
export const revalidate = 300
export const dynamicParams = true
export const generateStaticParams = () => []

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const body = await sitemapFile((await params).file)
  if (body === null)
    return new Response('No encontrado.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  return new Response(body, { headers: XML_HEADERS })
}
