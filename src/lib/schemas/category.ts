import { z } from 'zod'

import { LIMITS } from '../limits'
import { msg } from '../messages'
import { type FormContext, imageOnCreate, requiredText } from './common'

/** Image, template and music category form: a name and, on create, both state images. */
export const categorySchema = (context: FormContext) =>
  z.object({
    name: requiredText(msg.nameRequired, LIMITS.text),
    image: imageOnCreate(msg.unselectedImageRequired, context),
    selected_image: imageOnCreate(msg.selectedImageRequired, context),
  })
