/**
 * A Payload document read field by field under the names its descriptor gives (src/content). Payload's
 * generated types are interfaces, which have no index signature, so a document is not assignable to a
 * record of its fields, nor the record to the document: this is the one place that widens it, from any
 * object (every generated document type is one) instead of through `unknown`.
 */
export type DocRecord = Record<string, unknown>

export const asRecord = <T extends DocRecord = DocRecord>(doc: object): T => doc as T

export const asRecords = <T extends DocRecord = DocRecord>(docs: readonly object[]): T[] => docs as T[]
