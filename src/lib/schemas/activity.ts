import { z } from 'zod'

import { activity } from '../../content/activity'
import { formShape } from '../../content/form-schema'
import { optionalId } from './common'

/** Activity form (admin-resources-development section 5), JSON with the spec's camelCase names; the id comes first. */
export const activitySchema = z.object({ id: optionalId, ...formShape(activity, { mode: 'create' }) })
