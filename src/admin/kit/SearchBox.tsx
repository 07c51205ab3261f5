'use client'

import { useState } from 'react'

import { SEARCH_DEBOUNCE_MS, useDebouncedCallback } from './hooks'

type Props = { placeholder: string; onSearch: (text: string) => void }

/** The lists' search box: waits 300 ms after the last key, then searches (the list returns to page 1). */
export const SearchBox = ({ placeholder, onSearch }: Props) => {
  const [value, setValue] = useState('')
  const debounced = useDebouncedCallback(onSearch, SEARCH_DEBOUNCE_MS)
  return (
    <div className="pm-search">
      <input
        type="search"
        value={value}
        placeholder={placeholder}
        aria-label={placeholder}
        onChange={(event) => {
          setValue(event.target.value)
          debounced(event.target.value)
        }}
      />
    </div>
  )
}
