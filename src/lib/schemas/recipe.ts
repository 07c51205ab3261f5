import { z } from 'zod'

import { msg } from '../messages'
import { type FormContext, activeFlag, imageOnCreate, requiredText, textList } from './common'

/** Recipe form (admin-wellbeing-blogs section 5). */
export const recipeSchema = (context: FormContext) =>
  z.object({
    title: requiredText(msg.titleRequired, 255),
    time: requiredText(msg.timeRequired, 100),
    portions: z.coerce.number({ error: msg.portionsInvalid }).refine((value) => Number.isFinite(value) && value > 0, msg.portionsInvalid),
    is_active: activeFlag().optional(),
    image: imageOnCreate(msg.imageRequired, context),
    ingredients: textList(msg.ingredientsRequired),
    preparation: textList(msg.preparationRequired),
    first_subdescription: textList(msg.conceptsRequired),
    description: requiredText(msg.descriptionRequired, 1000),
    short_description: requiredText(msg.shortDescriptionRequired, 255),
  })
