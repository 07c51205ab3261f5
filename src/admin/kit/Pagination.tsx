'use client'

import { paginationWindow } from './format'

type Props = {
  total: number
  page_size?: number
  current_page?: number
  pages_to_show?: number
  onChange: (page: number) => void
}

/** The shared pagination control (spec: total, page_size 10, current_page 1, pages_to_show 3). */
export const Pagination = ({ total, page_size = 10, current_page = 1, pages_to_show = 3, onChange }: Props) => {
  const { pages, lastPage } = paginationWindow(total, page_size, current_page, pages_to_show)
  const first = current_page <= 1
  const last = current_page >= lastPage
  return (
    <div className="pm-pagination">
      <span className="pm-pagination__total">Registros totales: {total}</span>
      <nav className="pm-pagination__pages" aria-label="Paginación">
        <button
          type="button"
          title="Primera página"
          aria-label="Primera página"
          disabled={first}
          onClick={() => onChange(1)}
        >
          «
        </button>
        <button
          type="button"
          title="Página anterior"
          aria-label="Página anterior"
          disabled={first}
          onClick={() => onChange(current_page - 1)}
        >
          ‹
        </button>
        {pages.map((page) => (
          <button
            key={page}
            type="button"
            aria-current={page === current_page ? 'page' : undefined}
            onClick={() => onChange(page)}
          >
            {page}
          </button>
        ))}
        <button
          type="button"
          title="Siguiente página"
          aria-label="Siguiente página"
          disabled={last}
          onClick={() => onChange(current_page + 1)}
        >
          ›
        </button>
        <button
          type="button"
          title="Última página"
          aria-label="Última página"
          disabled={last}
          onClick={() => onChange(lastPage)}
        >
          »
        </button>
      </nav>
    </div>
  )
}

/** '{n} cursos registrados': the number of rows on the current page (spec). */
export const Counter = ({ count, label }: { count: number; label: string }) => (
  <p className="pm-counter">
    {count} {label}
  </p>
)
