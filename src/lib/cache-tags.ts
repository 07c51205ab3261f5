/** Cache tags of the public site: one per collection, revalidated by that collection's hooks. */
export const collectionTag = (slug: string): string => `collection:${slug}`
export const globalTag = (slug: string): string => `global:${slug}`
