'use client'

// The home page's links: the site's SiteLink through a client module of the home page's own. Next merges the
// client references of the app's top-level entries (the root layout, the home page and the 404, route groups
// removed) into every page's, the last one winning: the home page importing SiteLink itself made every page load
// the home page's chunk (3 KB gzip, one more request) for the header's and footer's links
// (next/dist/build/webpack/plugins/flight-manifest-plugin.js, docs/performance.md).
export { SiteLink } from '../SiteLink'
