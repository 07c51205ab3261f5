import { z } from 'zod'

import { msg } from '../messages'
import { type FormContext, activeFlag, fileInput, imageOnCreate, requiredText, requiredUrl, textList } from './common'

/** Tool form: the first concept list's message has no final period, the second's has one (spec). */
export const toolSchema = (context: FormContext) =>
  z.object({
    name: requiredText(msg.nameRequired, 255),
    description: requiredText(msg.descriptionRequired, 1000),
    link: requiredUrl(msg.linkRequired),
    is_active: activeFlag(),
    image: imageOnCreate(msg.imageRequired, context),
    list_image: fileInput(msg.imageRequired, false),
    first_subdescription: textList(msg.conceptsRequiredNoPeriod),
    second_subdescription: textList(msg.conceptsRequired),
  })
