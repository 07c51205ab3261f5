import type { ReactNode } from 'react'

/** Small inline illustrations of the portal's cards (no image request, decorative). */
const art = (children: ReactNode, bg = '#1560b0') => (
  <svg viewBox="0 0 120 120" width="120" height="120" aria-hidden="true" focusable="false">
    <circle cx="60" cy="60" r="56" fill={bg} />
    <g fill="none" stroke="#ffffff" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </g>
  </svg>
)

export const ART = {
  images: art(
    <>
      <rect x="28" y="34" width="64" height="52" rx="8" />
      <circle cx="46" cy="52" r="6" fill="#ffc928" stroke="none" />
      <path d="M32 80l20-18 14 12 10-8 14 12" />
    </>,
  ),
  templates: art(
    <>
      <path d="M40 26h30l14 14v54H40z" />
      <path d="M50 56h24M50 68h24M50 80h14" stroke="#ffc928" />
    </>,
    '#0d4a8c',
  ),
  books: art(
    <>
      <path d="M28 36c10-4 22-4 32 4v48c-10-8-22-8-32-4z" />
      <path d="M92 36c-10-4-22-4-32 4v48c10-8 22-8 32-4z" stroke="#ffc928" />
    </>,
  ),
  courses: art(
    <>
      <path d="M22 50l38-18 38 18-38 18z" />
      <path d="M38 60v18c12 10 32 10 44 0V60" stroke="#ffc928" />
    </>,
    '#0d4a8c',
  ),
  tools: art(
    <>
      <path d="M36 84l28-28" />
      <circle cx="74" cy="46" r="14" stroke="#ffc928" />
      <path d="M30 90l6-6" strokeWidth="10" />
    </>,
    '#08264a',
  ),
  music: art(
    <>
      <path d="M50 82V38l34-8v44" />
      <circle cx="42" cy="82" r="9" fill="#ffc928" stroke="none" />
      <circle cx="76" cy="74" r="9" fill="#ffc928" stroke="none" />
    </>,
  ),
  recipes: art(
    <>
      <path d="M30 62h60c0 16-14 26-30 26S30 78 30 62z" />
      <path d="M48 50c0-6 6-6 6-12M64 50c0-6 6-6 6-12" stroke="#ffc928" />
    </>,
    '#0d4a8c',
  ),
  podcast: art(
    <>
      <rect x="48" y="26" width="24" height="40" rx="12" />
      <path d="M36 58c0 14 10 22 24 22s24-8 24-22M60 80v12" stroke="#ffc928" />
    </>,
    '#08264a',
  ),
  recursos: art(
    <>
      <rect x="28" y="32" width="64" height="56" rx="8" />
      <path d="M28 48h64M44 26v12M76 26v12" />
      <rect x="40" y="58" width="14" height="12" rx="3" fill="#ffc928" stroke="none" />
    </>,
  ),
  desarrollo: art(
    <>
      <path d="M28 84l20-20 14 12 28-30" />
      <path d="M72 46h18v18" stroke="#ffc928" />
    </>,
    '#0d4a8c',
  ),
  bienestar: art(
    <path
      d="M60 88C40 74 28 62 28 48c0-10 8-16 16-16 7 0 12 4 16 10 4-6 9-10 16-10 8 0 16 6 16 16 0 14-12 26-32 40z"
      stroke="#ffc928"
    />,
    '#08264a',
  ),
}
