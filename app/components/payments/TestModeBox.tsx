import { useState } from 'react'

import { useToast } from '~/components/Toasts'
import { Button } from '~/components/ui/Button'
import { TEST_UPGRADE_RELOAD_MS } from '~/domain/constants'
import { PAYMENT_MESSAGES, upgradeSuccessMessage } from '~/domain/payments'

interface TierOption {
  code: 'base' | 'plus'
  name: string
}

/**
 * Shown only while payments are in test mode (spec doc 1 §2, §6): switch your
 * own tier without paying, through the test-only admin endpoint. On success
 * the page reloads after 1 s so the navigation and badges update.
 */
export function TestModeBox({
  email,
  currentTier,
  tiers,
  onAlreadyOnTier,
}: {
  email: string
  currentTier: 'base' | 'plus'
  tiers: TierOption[]
  onAlreadyOnTier: (tier: 'base' | 'plus') => void
}) {
  const toast = useToast()
  const [busy, setBusy] = useState(false)

  async function switchTo(option: TierOption) {
    if (option.code === currentTier) {
      onAlreadyOnTier(option.code)
      return
    }
    setBusy(true)
    const query = new URLSearchParams({ user_email: email, new_tier: option.code })
    try {
      const response = await fetch(`/api/admin/upgrade-user-tier?${query}`, { method: 'POST', credentials: 'same-origin' })
      const body = (await response.json().catch(() => null)) as { detail?: string } | null
      if (!response.ok) throw new Error(body?.detail || PAYMENT_MESSAGES.testUpgradeFailed)
      toast({ type: 'success', message: upgradeSuccessMessage(option.name) })
      setTimeout(() => window.location.reload(), TEST_UPGRADE_RELOAD_MS)
    } catch (error) {
      toast({ type: 'error', message: error instanceof Error && error.message ? error.message : PAYMENT_MESSAGES.testUpgradeFailed })
      setBusy(false)
    }
  }

  return (
    <section
      aria-labelledby="testing-heading"
      data-testid="testing-mode"
      className="rounded-2xl border-2 border-dashed border-amber-500 bg-amber-50 p-5"
    >
      <h2 id="testing-heading" className="text-lg font-bold text-amber-900">
        Testing mode
      </h2>
      <p className="mt-1 text-sm text-amber-900">
        Payments are in test mode. Switch your own tier without paying, to try each plan&apos;s features.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {tiers.map((option) => (
          <Button key={option.code} variant="secondary" disabled={busy} onClick={() => switchTo(option)}>
            Switch to {option.name} (test)
          </Button>
        ))}
      </div>
    </section>
  )
}
