import { ContestPage } from '@/site/contest/ContestPage'
import { pageMetadata } from '@/site/seo'

export const metadata = pageMetadata({
  title: 'Mi Profe Max: nomina a tu profe favorito',
  description: 'Nomina y vota por las maestras y los maestros que dejan huella. Los más votados ganan premios.',
  path: '/proximamente/mi-profe-max',
})

export default function ContestRoute() {
  return <ContestPage />
}
