'use client'

import { useRouter } from 'next/navigation'
import { useCallback } from 'react'

import { REGISTERED_PAGE } from '@/lib/site-config'
import { rememberDismissal } from './dismissal'
import { RegistrationForm } from './RegistrationForm'

/** The registration form on its own page (/registro): once registered, the thank-you page. */
export function RegistrationPageForm({ action }: { action: string }) {
  const router = useRouter()
  const onRegistered = useCallback(() => {
    rememberDismissal()
    router.push(REGISTERED_PAGE)
  }, [router])
  return <RegistrationForm action={action} onRegistered={onRegistered} />
}
