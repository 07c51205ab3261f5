import { z } from 'zod'

import { msg } from '../messages'
import { type FormContext, activeFlag, fileInput, imageUnlessStored, requiredText, requiredUrl, textList } from './common'

/** Podcast form: the main image is required on create and on edit when none is stored. */
export const podcastSchema = (context: FormContext) =>
  z.object({
    title: requiredText(msg.titleRequired, 255),
    description: requiredText(msg.descriptionRequired, 1000),
    short_description: requiredText(msg.shortDescriptionRequired, 255),
    link: requiredUrl(msg.linkRequired, 255),
    is_active: activeFlag().optional(),
    imageFile: imageUnlessStored(msg.imageRequired, context),
    list_image: fileInput(msg.imageRequired, false),
    subdescription_1: textList(msg.conceptsRequired),
    subdescription_2: textList(msg.conceptsRequired),
  })
