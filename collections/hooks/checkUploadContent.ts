import type { CollectionBeforeOperationHook } from 'payload'

import { checkFileContent } from '../../src/lib/file-content'
import { cleanFileName } from '../../src/lib/uploads'

/**
 * Shared by the three upload collections (media, images, template-files), so it lives in the
 * collections' shared folder rather than beside one of them (src/README.md, "Hooks").
 * Every upload, whichever API it comes through, is checked by content and gets a clean name.
 */
export const checkUploadContent =
  (allowed: string[]): CollectionBeforeOperationHook =>
  async ({ args, operation, req }) => {
    if (operation !== 'create' && operation !== 'update') return args
    const file = req.file
    if (!file?.data) return args
    file.name = cleanFileName(file.name)
    file.mimetype = await checkFileContent(file, allowed)
    return args
  }
