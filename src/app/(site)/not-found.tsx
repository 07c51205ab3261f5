import { NotFoundContent } from '@/site/NotFoundContent'

/** notFound() inside the public pages (an unknown blog); unknown addresses get src/app/global-not-found.tsx. */
export default function NotFound() {
  return <NotFoundContent />
}
