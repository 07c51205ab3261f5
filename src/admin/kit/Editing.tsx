'use client'

import { useEffect, useState } from 'react'

import { EDITING_PATH } from '../../contract/paths'
import { api } from './api'

/** The heartbeat of an open form (src/contract/resources/editing.ts keeps the server's side). */
const HEARTBEAT_MS = 15_000

/**
 * While an item's form is open: tells the server every 15 s that this staff member is editing it
 * (Payload's document lock) and answers who else is. Closing the form releases the lock.
 */
export const useOthersEditing = (target: { collection: string; id: number | string } | null): string[] => {
  const [others, setOthers] = useState<string[]>([])
  const url = target
    ? `${EDITING_PATH}/${encodeURIComponent(target.collection)}/${encodeURIComponent(String(target.id))}`
    : null
  useEffect(() => {
    if (!url) return
    let live = true
    const beat = async () => {
      try {
        const answer = await api.post(url)
        const names = (answer.data as { others?: unknown } | undefined)?.others
        if (live) setOthers(Array.isArray(names) ? names.map(String) : [])
      } catch {
        // A missed heartbeat only delays the notice; the save's version check still protects the item.
      }
    }
    void beat()
    const timer = setInterval(() => void beat(), HEARTBEAT_MS)
    return () => {
      live = false
      clearInterval(timer)
      void fetch(url, { method: 'DELETE', credentials: 'same-origin', keepalive: true }).catch(() => undefined)
    }
  }, [url])
  return others
}

/** 'Ana López también está editando este elemento.' (several: 'Ana López y Luis Pérez también están …'). */
export const editingText = (names: string[]): string =>
  names.length === 1
    ? `${names[0]} también está editando este elemento. Si guardas después que esa persona, tu cambio no se aplicará.`
    : `${names.slice(0, -1).join(', ')} y ${names.at(-1)} también están editando este elemento. Si guardas después que ellos, tu cambio no se aplicará.`

export const EditingNotice = ({ names }: { names: string[] }) =>
  names.length ? (
    <p className="pm-editing" role="status">
      {editingText(names)}
    </p>
  ) : null
