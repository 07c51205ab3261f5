import { todayIso } from '@/lib/dates'
import { ContestDetails } from '@/site/contest/ContestDetails'
import { ContestPage } from '@/site/contest/ContestPage'
import { getContestInfo } from '@/site/data'
import { pageMetadata } from '@/site/seo'

export const metadata = pageMetadata({
  title: 'Mi Profe Max: nomina a tu profe favorito',
  description: 'Nomina y vota por las maestras y los maestros que dejan huella. Los más votados ganan premios.',
  path: '/proximamente/mi-profe-max',
})

/** Staff edits of the contest settings expire the page at once (tag); the hour bounds a phase change of the calendar. */
export const revalidate = 3600

export default async function ContestRoute() {
  const info = await getContestInfo()
  return <ContestPage info={info} renderedToday={todayIso()} details={<ContestDetails info={info} />} />
}
