import localFont from 'next/font/local'

/** Nunito (variable weight), shipped by @fontsource-variable/nunito: no font download at build time. */
export const nunito = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2',
      style: 'normal',
      weight: '200 1000',
    },
  ],
  // 'optional': no late swap re-paints the largest text (LCP); a returning visitor always has the font cached.
  display: 'optional',
  variable: '--font-sans',
  fallback: ['system-ui', 'Segoe UI', 'Arial', 'sans-serif'],
})
