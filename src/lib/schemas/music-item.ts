import { z } from 'zod'

import { LIMITS } from '../limits'
import { msg } from '../messages'
import { requiredText, requiredUrl } from './common'
import { TITLE_MAX, categoryId } from './category-item'

/** Music item form: url required and a URL, title required up to 100 characters. */
export const musicItemSchema = z.object({
  category_id: categoryId,
  title: requiredText(msg.titleRequired, TITLE_MAX),
  url: requiredUrl(msg.linkRequired),
  path: z.string().trim().max(LIMITS.text, msg.maxLength(LIMITS.text)).optional(),
})
