import { sitemapIndex, XML_HEADERS } from '@/site/sitemap'

/** The sitemap index (src/site/sitemap.ts): static, expired with the blogs' tag. */
export const revalidate = 300
export const dynamic = 'force-static'

export async function GET(): Promise<Response> {
  return new Response(await sitemapIndex(), { headers: XML_HEADERS })
}
