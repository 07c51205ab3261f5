/**
 * ProfeMax's mark in Payload's login page and header (issue 28), instead of Payload's logo: the
 * site's own 'PM' badge and wordmark (src/site/Header.tsx), drawn with inline styles so the admin
 * needs none of the site's CSS.
 */
const mark = {
  width: 40,
  height: 40,
  borderRadius: 12,
  background: '#0d4a8c',
  color: '#ffd23f',
  display: 'grid',
  placeItems: 'center',
  fontWeight: 900,
  fontSize: '1.05rem',
} as const

export const Logo = () => (
  <span
    style={{
      display: 'inline-flex',
      alignItems: 'center',
      gap: 10,
      fontWeight: 900,
      fontSize: '1.6rem',
      letterSpacing: '-0.02em',
      color: 'var(--theme-elevation-900)',
    }}
  >
    <span style={mark} aria-hidden="true">
      PM
    </span>
    <span>
      Profe<span style={{ color: '#2f7ad1' }}>Max</span>
    </span>
  </span>
)

export const Icon = () => (
  <span
    style={{ ...mark, width: 28, height: 28, borderRadius: 8, fontSize: '0.75rem' }}
    role="img"
    aria-label="ProfeMax"
  >
    PM
  </span>
)
