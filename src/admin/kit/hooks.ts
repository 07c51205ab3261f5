'use client'

import { useEffect, useMemo, useRef, useState } from 'react'
import useSWR, { useSWRConfig } from 'swr'

import { api, pagedPrefix, pagedUrl, type Paged } from './api'
import { debounce } from './format'
import { notify } from '../../site/toast'
import { sortParam, type ListSort, type SortField } from '../../lib/schemas/list-actions'

export const SEARCH_DEBOUNCE_MS = 300

/** A callback debounced by `ms`; the latest callback is always the one called. */
export const useDebouncedCallback = <A extends unknown[]>(fn: (...args: A) => void, ms: number) => {
  const latest = useRef(fn)
  latest.current = fn
  const debounced = useMemo(() => debounce((...args: A) => latest.current(...args), ms), [ms])
  useEffect(() => () => debounced.cancel(), [debounced])
  return debounced
}

type PagedListOptions = {
  endpoint: string
  pageSize: number
  loadError: string
  /** The list's address when it is not `{endpoint}/all` (the 'Papelera' view). */
  list?: string
}

/**
 * A server-paged list (spec "Shared paging and search rules"): text filter, page and page size sent
 * to `{endpoint}/all`; `search()` is called by the debounced search box and returns to page 1.
 */
export const usePagedList = <Row>({ endpoint, pageSize, loadError, list }: PagedListOptions) => {
  const [page, setPage] = useState(1)
  const [text, setText] = useState('')
  // The column's order (issue 28): none until a header is clicked (the list's own order).
  const [sort, setSort] = useState<ListSort | null>(null)
  const url = pagedUrl(endpoint, page, pageSize, text, sort ? sortParam(sort) : '', list)
  const { mutate: mutateCache } = useSWRConfig()
  const { data, isLoading, mutate } = useSWR<Paged<Row>>(url, (key: string) => api.get<Paged<Row>>(key), {
    keepPreviousData: true,
    revalidateOnFocus: false,
    onError: () => notify.error(loadError),
  })
  const rows = Array.isArray(data?.data) ? data.data : []
  return {
    rows,
    total: typeof data?.total === 'number' ? data.total : 0,
    page,
    pageSize,
    /** The address of what is shown (page, search and order): a selection belongs to it. */
    url,
    loading: isLoading,
    /** The first answer has arrived (until then the total is unknown, not 0). */
    loaded: data !== undefined,
    setPage,
    sort,
    /** A header's click: ascending first, then it toggles; back to page 1. */
    sortBy: (field: SortField) => {
      setSort((current) => ({ field, descending: current?.field === field ? !current.descending : false }))
      setPage(1)
    },
    search: (value: string) => {
      setText(value.trim())
      setPage(1)
    },
    /**
     * After a change every page and search of the list is out of date, not only the one shown: all
     * are revalidated (which also drops SWR's 2 s de-duplication, so a search typed right after a
     * change asks the server instead of showing the answer from before it).
     */
    reload: () => mutateCache((key) => typeof key === 'string' && key.startsWith(pagedPrefix(endpoint, list))),
    /** Replaces one row locally (a confirmed toggle) without a reload. */
    patchRow: (match: (row: Row) => boolean, patch: Partial<Row>) =>
      mutate(
        (current) =>
          current && { ...current, data: current.data.map((row) => (match(row) ? { ...row, ...patch } : row)) },
        { revalidate: false },
      ),
  }
}

/** A plain (unpaged) list, e.g. the categories with their items or the recommendation pickers. */
export const useList = <Row>(url: string | null, loadError: string) => {
  const { data, isLoading, mutate } = useSWR<Row[] | { error?: boolean; message?: string }>(
    url,
    (key: string) => api.get(key),
    {
      revalidateOnFocus: false,
      onError: () => notify.error(loadError),
      onSuccess: (answer) => {
        if (!Array.isArray(answer) && answer?.error) notify.warning(answer.message || loadError)
      },
    },
  )
  return { rows: Array.isArray(data) ? data : [], loading: isLoading, reload: () => mutate() }
}
