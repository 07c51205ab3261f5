import { z } from 'zod'

import { msg } from '../messages'
import { type FormContext, activeFlag, fileInput, imageOnCreate, requiredText, requiredUrl, textList } from './common'

/** Development book form (admin-resources-development section 5). */
export const developmentBookSchema = (context: FormContext) =>
  z.object({
    name: requiredText(msg.nameRequired, 255),
    author: requiredText(msg.authorRequired, 255),
    description: requiredText(msg.descriptionRequired, 1000),
    purchase_link: requiredUrl(msg.purchaseLinkRequired),
    is_active: activeFlag().optional(),
    image: imageOnCreate(msg.imageRequired, context),
    list_image: fileInput(msg.imageRequired, false),
    first_subdescription: textList(msg.conceptsRequiredNoPeriod),
    second_subdescription: textList(msg.conceptsRequiredNoPeriod),
  })
