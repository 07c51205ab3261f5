import { ConfirmVote } from '@/site/contest/ConfirmVote'
import { pageMetadata } from '@/site/seo'

export const metadata = {
  ...pageMetadata({
    title: 'Confirma tu voto · Mi Profe Max',
    description: 'Confirma tu voto por tu profe favorito.',
    path: '/proximamente/mi-profe-max/confirmar-voto',
  }),
  robots: { index: false, follow: false },
}

export default function ConfirmVoteRoute() {
  return <ConfirmVote />
}
