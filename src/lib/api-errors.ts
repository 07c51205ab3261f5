import type { AfterErrorHook } from 'payload'

import { sqlState } from './logging'
import { BAD_REQUEST } from './request-guard'

/**
 * A value the database could not take (SQLSTATE class 22: a text where a number goes, a number out
 * of range, a NUL byte) is the caller's malformed input, not a server fault: 400, Spanish message.
 */
export const databaseInputErrors: AfterErrorHook = ({ error }) => {
  if (sqlState(error)?.startsWith('22')) return { status: 400, response: { errors: [{ message: BAD_REQUEST }] } }
  return undefined
}
