import { z } from 'zod'

import { isIsoDay } from '../dates'
import { msg } from '../messages'
import { optionalId, requiredText, requiredUrl, textList } from './common'

/** Activity form (admin-resources-development section 5), JSON with the spec's camelCase names. */
export const activitySchema = z.object({
  id: optionalId,
  title: requiredText(msg.titleRequired, 255),
  description: requiredText(msg.descriptionRequired, 1000),
  activityDate: z.string({ error: msg.activityDateRequired }).trim().refine(isIsoDay, msg.activityDateRequired),
  schoolGrade: requiredText(msg.schoolGradeRequired, 255),
  materialsLink: requiredUrl(msg.materialsLinkRequired),
  materialsList: textList(msg.materialsRequired),
})
