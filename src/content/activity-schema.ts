import { z } from 'zod'

import { optionalId } from '../lib/schemas/common'
import { activity } from './activity'
import { formShape } from './form-schema'

/** Activity form (admin-resources-development section 5), JSON with the spec's camelCase names; the id comes first. */
export const activitySchema = z.object({ id: optionalId, ...formShape(activity, { mode: 'create' }) })
