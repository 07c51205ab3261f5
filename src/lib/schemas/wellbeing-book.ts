import { z } from 'zod'

import { msg } from '../messages'
import { type FormContext, activeFlag, fileInput, imageUnlessStored, requiredText, requiredUrl, textList } from './common'

/** Wellbeing book form: the image is required on create and on edit when the book has none. */
export const wellbeingBookSchema = (context: FormContext) =>
  z.object({
    title: requiredText(msg.titleRequired, 255),
    author: requiredText(msg.authorRequired, 255),
    description: requiredText(msg.descriptionRequired, 1000),
    short_description: requiredText(msg.shortDescriptionRequired, 255),
    link_purchase: requiredUrl(msg.purchaseLinkRequired, 255),
    is_active: activeFlag().optional(),
    imageFile: imageUnlessStored(msg.imageRequired, context),
    list_image: fileInput(msg.imageRequired, false),
    subdescription_1: textList(msg.conceptsRequired),
    subdescription_2: textList(msg.conceptsRequired),
  })
