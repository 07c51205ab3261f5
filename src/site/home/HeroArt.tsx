/** The hero's illustration, drawn inline (no image request on the critical path). */
export function HeroArt() {
  return (
    <svg
      viewBox="0 0 460 460"
      className="hero__art"
      role="img"
      aria-label="Ilustración: libros, un lápiz y una estrella de puntos"
    >
      <circle cx="230" cy="230" r="200" fill="#ffffff" opacity="0.1" />
      <circle cx="230" cy="230" r="150" fill="#ffffff" opacity="0.1" />
      <rect x="110" y="270" width="240" height="46" rx="10" fill="#ffc928" />
      <rect x="124" y="282" width="212" height="8" rx="4" fill="#f2b100" />
      <rect x="96" y="222" width="268" height="50" rx="10" fill="#ffffff" />
      <rect x="112" y="236" width="236" height="8" rx="4" fill="#cfe0f5" />
      <rect x="126" y="176" width="208" height="48" rx="10" fill="#4f9be6" />
      <rect x="140" y="190" width="180" height="8" rx="4" fill="#8cc1f5" />
      <g transform="rotate(-35 300 150)">
        <rect x="240" y="136" width="150" height="26" rx="4" fill="#ffc928" />
        <rect x="240" y="136" width="22" height="26" rx="4" fill="#f08aa0" />
        <polygon points="390,136 418,149 390,162" fill="#f6d7a7" />
        <polygon points="408,144 418,149 408,154" fill="#1b2433" />
      </g>
      <g transform="translate(110 110)">
        <circle r="48" fill="#ffc928" />
        <polygon
          points="0,-30 8.8,-9.3 31.4,-9.3 13.3,4.5 20.2,26 0,13 -20.2,26 -13.3,4.5 -31.4,-9.3 -8.8,-9.3"
          fill="#ffffff"
        />
      </g>
      <g transform="translate(350 350)">
        <circle r="40" fill="#ffffff" />
        <text y="8" textAnchor="middle" fontSize="26" fontWeight="900" fill="#0b3a6e" fontFamily="inherit">
          +250
        </text>
      </g>
      <circle cx="380" cy="96" r="10" fill="#ffc928" />
      <circle cx="70" cy="330" r="14" fill="#ffffff" opacity="0.5" />
    </svg>
  )
}
