import { z } from 'zod'

import { msg } from '../messages'
import { type FormContext, activeFlag, fileInput, imageOnCreate, requiredText, requiredUrl, textList } from './common'

export const COURSE_TYPE_CODES = ['1', '2', '3'] as const

/** Course form (admin-resources-development section 5); `plathform` is spelled as the spec spells it. */
export const courseSchema = (context: FormContext) =>
  z.object({
    name: requiredText(msg.nameRequired, 255),
    description: requiredText(msg.descriptionRequired, 1000),
    plathform: requiredText(msg.platformRequired, 255),
    purchase_link: requiredUrl(msg.linkRequired),
    is_active: activeFlag(),
    type: z
      .union([z.string(), z.number()], { error: msg.typeRequired })
      .transform(String)
      .refine((value): value is (typeof COURSE_TYPE_CODES)[number] => (COURSE_TYPE_CODES as readonly string[]).includes(value), msg.typeRequired),
    duration: requiredText(msg.durationRequired, 255),
    subject: requiredText(msg.subjectRequired, 255),
    image: imageOnCreate(msg.imageRequired, context),
    list_image: fileInput(msg.imageRequired, false),
    first_subdescription: textList(msg.conceptsRequiredNoPeriod),
    second_subdescription: textList(msg.conceptsRequiredNoPeriod),
  })
