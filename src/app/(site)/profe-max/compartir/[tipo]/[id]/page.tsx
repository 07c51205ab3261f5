import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { SiteLink } from '@/site/SiteLink'
import { pageMetadata } from '@/site/seo'
import { getSharedItem } from '@/site/share/item-data'
import { isShareKind, shareKindOf, sharePath } from '@/site/share/items'
import { GoToItem } from '@/site/share/GoToItem'

/**
 * A shared portal item (issue 31): the item's own Open Graph card for link previews, and for a person
 * the item itself in the portal (sent on at once; the link below without scripts). Rendered on first
 * request and cached like the portal (tag of the item's collection, at most 5 minutes).
 */
export const revalidate = 300
export const dynamicParams = true
export const generateStaticParams = () => []

type Props = { params: Promise<{ tipo: string; id: string }> }

const itemOf = async ({ params }: Props) => {
  const { tipo, id } = await params
  const number = Number(id)
  if (!isShareKind(tipo) || !/^\d{1,9}$/.test(id) || number <= 0) return null
  return getSharedItem(tipo, number)
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const item = await itemOf(props)
  if (!item) return { title: 'Página no encontrada', robots: { index: false } }
  const { id } = await props.params
  const { label } = shareKindOf(item.kind)
  return {
    ...pageMetadata({
      title: `${item.title} · ${label}`,
      description: item.description,
      path: sharePath(item.kind, Number(id)),
      ...(item.image
        ? { image: { url: item.image.url, width: item.image.width, height: item.image.height, alt: item.title } }
        : {}),
    }),
    // The item's own place is the portal: this page is a link preview, not a second copy to index.
    robots: { index: false, follow: true },
  }
}

export default async function SharedItemPage(props: Props) {
  const item = await itemOf(props)
  if (!item) notFound()
  return (
    <section className="section" aria-labelledby="shared-title">
      <div className="container">
        <div className="panel confirm-vote">
          <p className="eyebrow">{shareKindOf(item.kind).label}</p>
          <h1 id="shared-title">{item.title}</h1>
          <p>{item.description}</p>
          <GoToItem href={item.portalHref} />
          <SiteLink className="btn btn--primary" href={item.portalHref}>
            Ver en ProfeMax
          </SiteLink>
        </div>
      </div>
    </section>
  )
}
