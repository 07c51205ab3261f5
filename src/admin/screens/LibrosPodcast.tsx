'use client'

import { useState } from 'react'

import { Breadcrumb } from '../kit/Breadcrumb'
import { TableScreen } from '../kit/TableScreen'
import { Tabs } from '../kit/Tabs'
import { wellbeingBooksConfig } from './LibrosBienestar'
import { podcastsConfig } from './Podcasts'

export type WellbeingTab = 'libros' | 'podcast'

/**
 * 'Libros y podcast': tabs Libros (default) and Podcast, each a kit table. The tab is kept in the
 * address (`?tab=podcast`) so a reload or a shared link opens the same tab; it replaces the history
 * entry, so Back leaves the screen instead of stepping through tabs.
 */
export const LibrosPodcastScreen = ({ initialTab }: { initialTab: WellbeingTab }) => {
  const [tab, setTab] = useState<WellbeingTab>(initialTab)
  const select = (key: string) => {
    const next: WellbeingTab = key === 'podcast' ? 'podcast' : 'libros'
    setTab(next)
    const url = new URL(window.location.href)
    if (next === 'podcast') url.searchParams.set('tab', 'podcast')
    else url.searchParams.delete('tab')
    window.history.replaceState(window.history.state, '', url)
  }
  const breadcrumb = tab === 'podcast' ? podcastsConfig.breadcrumb : wellbeingBooksConfig.breadcrumb
  return (
    <div className="pm-screen">
      <Breadcrumb items={breadcrumb} />
      <div className="pm-head">
        <h1>Libros y podcast</h1>
      </div>
      <Tabs
        label="Libros y podcast"
        selected={tab}
        onSelect={select}
        tabs={[
          { key: 'libros', label: 'Libros', content: <TableScreen config={wellbeingBooksConfig} embedded /> },
          { key: 'podcast', label: 'Podcast', content: <TableScreen config={podcastsConfig} embedded /> },
        ]}
      />
    </div>
  )
}
