import type { AfterErrorHook } from 'payload'

import { sqlState } from './logging'
import { BAD_REQUEST } from './request-guard'

/**
 * A value the database could not take (SQLSTATE class 22: a text where a number goes, a number out
 * of range, a NUL byte) is the caller's malformed input, not a server fault: 400, Spanish message.
 */
export const databaseInputErrors: AfterErrorHook = ({ error }) => {
  const state = sqlState(error)
  if (state?.startsWith('22')) return { status: 400, response: { errors: [{ message: BAD_REQUEST }] } }
  // An integrity rule (class 23: a relation to an item that does not exist, a duplicate): a conflict with what is stored.
  if (state?.startsWith('23')) return { status: 409, response: { errors: [{ message: CONFLICT }] } }
  return undefined
}

export const CONFLICT = 'La solicitud no concuerda con los datos guardados: hace referencia a un elemento que no existe o repite uno que ya existe.'
