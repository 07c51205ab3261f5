/** A form's values by field name (the kit's forms and their drafts share it). */
export type FormValues = Record<string, unknown>
