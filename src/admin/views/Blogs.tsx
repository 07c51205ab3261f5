import { notFound } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { isAudience } from '../../lib/audiences'
import { AdminPage } from '../AdminPage'
import { BlogsScreen } from '../screens/Blogs'

/** The three blog screens (/admin/blogs/{audience}) are one view: the audience is the path's last segment. */
export const BlogsView = (props: AdminViewServerProps) => {
  const audience = [props.params?.segments ?? []].flat().at(-1)
  if (!isAudience(audience)) notFound()
  return (
    <AdminPage {...props} path={`/blogs/${audience}`}>
      <BlogsScreen audience={audience} />
    </AdminPage>
  )
}
