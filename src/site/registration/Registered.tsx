'use client'

import { useEffect } from 'react'

import { rememberDismissal } from './dismissal'

/** On the thank-you page (reached by a form sent before the scripts ran): this browser has registered. */
export function Registered() {
  useEffect(rememberDismissal, [])
  return null
}
