import { todayIso } from '@/lib/dates'
import { ConfirmVote } from '@/site/contest/ConfirmVote'
import { ContestPhase } from '@/site/contest/ContestPhase'
import { getContestInfo } from '@/site/data'
import { pageMetadata } from '@/site/seo'

export const metadata = {
  ...pageMetadata({
    title: 'Confirma tu voto · Mi Profe Max',
    description: 'Confirma tu voto por tu profe favorito.',
    path: '/proximamente/mi-profe-max/confirmar-voto',
  }),
  robots: { index: false, follow: false },
}

/** As the contest page: tag-expired on a staff edit, at most an hour behind the calendar without scripts. */
export const revalidate = 3600

export default async function ConfirmVoteRoute() {
  const { schedule } = await getContestInfo()
  return <ConfirmVote phase={<ContestPhase schedule={schedule} renderedToday={todayIso()} />} />
}
