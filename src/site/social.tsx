/** The retailer's social pages (spec: "Social links go to the retailer's pages"). */
export const SOCIAL_LINKS = [
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/OfficeMaxMexico',
    d: 'M14 8V6.5c0-.7.2-1.2 1.2-1.2H17V2.1A24 24 0 0 0 14.4 2C11.9 2 10.2 3.5 10.2 6.3V8H7.5v3.6h2.7V22H14V11.6h2.7L17.2 8H14z',
  },
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/officemaxmx',
    d: 'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4zM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4zM12 2c-2.7 0-3 0-4.1.1C4.3 2.3 2.3 4.3 2.1 7.9 2 9 2 9.3 2 12s0 3 .1 4.1c.2 3.6 2.2 5.6 5.8 5.8 1.1.1 1.4.1 4.1.1s3 0 4.1-.1c3.6-.2 5.6-2.2 5.8-5.8.1-1.1.1-1.4.1-4.1s0-3-.1-4.1c-.2-3.6-2.2-5.6-5.8-5.8C15 2 14.7 2 12 2z',
  },
  {
    name: 'X',
    href: 'https://x.com/OfficeMaxMexico',
    d: 'M18.9 2H22l-7.6 8.7L23.3 22h-7l-5.5-7.2L4.5 22H1.4l8.1-9.3L1 2h7.2l5 6.6L18.9 2zm-1.2 18h1.7L7.4 3.9H5.6L17.7 20z',
  },
  {
    name: 'YouTube',
    href: 'https://www.youtube.com/@OfficeMaxMexico',
    d: 'M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12c0 1.6.2 3.2.5 4.8a3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1c.3-1.6.5-3.2.5-4.8s-.2-3.2-.5-4.8zM9.8 15.1V8.9l5.8 3.1-5.8 3.1z',
  },
] as const

export function SocialLinks() {
  return (
    <div className="social">
      {SOCIAL_LINKS.map((link) => (
        <a
          key={link.name}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${link.name} (se abre en una pestaña nueva)`}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={link.d} />
          </svg>
        </a>
      ))}
    </div>
  )
}
