import { z } from 'zod'

import { msg } from '../messages'
import { type FormContext, activeFlag, imageOnCreate, requiredText } from './common'

/** Blog form, the same for the three audiences. */
export const blogSchema = (context: FormContext) =>
  z.object({
    name: requiredText(msg.nameRequired, 255),
    description: requiredText(msg.descriptionRequired, 20000),
    short_description: requiredText(msg.shortDescriptionRequired, 255),
    is_active: activeFlag().optional(),
    image: imageOnCreate(msg.imageRequired, context),
  })
