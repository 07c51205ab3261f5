'use client'

import { useState, type DragEvent } from 'react'

import { api, runAction, type ActionMessages } from './api'

type Ordered = { id: number | string }

/** The ids with `id` moved to `target`'s place. */
export const moved = (ids: (number | string)[], id: number | string, target: number): (number | string)[] => {
  const rest = ids.filter((candidate) => candidate !== id)
  rest.splice(Math.max(0, Math.min(target, rest.length)), 0, id)
  return rest
}

const DRAG_TYPE = 'application/x-profemax-row'

/**
 * A row's place in a manually ordered list: a drag handle (drop a row on another row's handle to
 * put it there) and '↑' / '↓' buttons, the keyboard's way to do the same. Every move sends the whole
 * order to `url` (`{ ids }`, one transaction on the server), then the list is read again.
 */
export const OrderControls = <Row extends Ordered>({
  row,
  rows,
  name,
  url,
  messages,
  onMoved,
}: {
  row: Row
  rows: Row[]
  name: string
  url: string
  messages: ActionMessages
  onMoved: () => Promise<unknown>
}) => {
  const [over, setOver] = useState(false)
  const index = rows.findIndex((candidate) => candidate.id === row.id)
  const move = (target: number) =>
    runAction(
      () =>
        api.json(url, 'POST', {
          ids: moved(
            rows.map((candidate) => candidate.id),
            row.id,
            target,
          ),
        }),
      messages,
    ).then(async (ok) => {
      if (ok) await onMoved()
      return ok
    })
  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    const dragged = rows.find((candidate) => String(candidate.id) === event.dataTransfer.getData(DRAG_TYPE))
    if (dragged && dragged.id !== row.id)
      void runAction(
        () =>
          api.json(url, 'POST', {
            ids: moved(
              rows.map((candidate) => candidate.id),
              dragged.id,
              index,
            ),
          }),
        messages,
      ).then((ok) => ok && onMoved())
  }
  return (
    <div
      className={`pm-order${over ? ' pm-order--over' : ''}`}
      data-testid="order-controls"
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes(DRAG_TYPE)) return
        event.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <span
        className="pm-order__handle"
        draggable
        title="Arrastra para cambiar el orden"
        aria-hidden="true"
        onDragStart={(event) => {
          event.dataTransfer.setData(DRAG_TYPE, String(row.id))
          event.dataTransfer.effectAllowed = 'move'
        }}
      >
        ⠿
      </span>
      <span className="pm-order__place">{index + 1}</span>
      <button
        type="button"
        className="pm-icon-btn"
        aria-label={`Subir ${name}`}
        title="Subir"
        disabled={index <= 0}
        onClick={() => void move(index - 1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="pm-icon-btn"
        aria-label={`Bajar ${name}`}
        title="Bajar"
        disabled={index < 0 || index >= rows.length - 1}
        onClick={() => void move(index + 1)}
      >
        ↓
      </button>
    </div>
  )
}
