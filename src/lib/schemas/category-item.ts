import { z } from 'zod'

import { msg } from '../messages'
import { fileInput, requiredText } from './common'

export const TITLE_MAX = 100

/** The category an image, file or track goes into (the spec shows no message; ours is below). */
export const categoryId = z.coerce.number({ error: msg.categoryRequired }).int(msg.categoryRequired).positive(msg.categoryRequired)

/** Image of the image bank or template file: a category, a title of at most 100 characters and the file. */
export const categoryItemSchema = z.object({
  category_id: categoryId,
  title: requiredText(msg.titleRequired, TITLE_MAX),
  file: fileInput(msg.fileRequired, true),
})
