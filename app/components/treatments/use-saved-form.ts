import { useFetcher } from '@remix-run/react'
import { useEffect, useRef } from 'react'

import { useToast } from '~/components/Toasts'
import { formDetail } from '~/domain/treatments/messages'
import type { ActionFailure } from '~/lib/errors'

export type SavedResult = { ok: true; message: string } | ActionFailure

/**
 * A form of /treatments posted through a fetcher: once it settles, the
 * outcome is a toast (the problem in the form's own words) and, when it
 * worked, `onSaved` runs (a dialog closes).
 */
export function useSavedForm(onSaved?: () => void) {
  const fetcher = useFetcher<SavedResult>()
  const toast = useToast()
  const handled = useRef<SavedResult | undefined>(undefined)
  const saved = useRef(onSaved)
  saved.current = onSaved
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || handled.current === fetcher.data) return
    handled.current = fetcher.data
    if (fetcher.data.ok) {
      toast({ type: 'success', message: fetcher.data.message })
      saved.current?.()
    } else {
      toast({ type: 'error', message: formDetail(fetcher.data.detail) })
    }
  }, [fetcher.state, fetcher.data, toast])
  return fetcher
}
