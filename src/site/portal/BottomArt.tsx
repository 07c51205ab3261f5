/** The portal's bottom banner image, drawn inline (decorative). */
export function BottomArt() {
  return (
    <svg viewBox="0 0 360 160" className="pm-bottom__art" aria-hidden="true" focusable="false">
      <rect x="20" y="110" width="320" height="14" rx="7" fill="#0b3a6e" />
      <rect x="40" y="60" width="44" height="50" rx="6" fill="#1560b0" />
      <rect x="90" y="40" width="36" height="70" rx="6" fill="#ffc928" />
      <rect x="132" y="52" width="40" height="58" rx="6" fill="#4f9be6" />
      <g transform="rotate(-20 250 70)">
        <rect x="200" y="62" width="120" height="20" rx="4" fill="#ffc928" />
        <rect x="200" y="62" width="18" height="20" rx="4" fill="#f08aa0" />
        <polygon points="320,62 342,72 320,82" fill="#f6d7a7" />
      </g>
      <circle cx="300" cy="30" r="14" fill="#ffc928" />
      <circle cx="60" cy="30" r="8" fill="#4f9be6" />
    </svg>
  )
}
