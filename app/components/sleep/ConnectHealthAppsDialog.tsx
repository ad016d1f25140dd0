import { useId } from 'react'

import { Button } from '~/components/ui/Button'
import { Dialog, DialogHeader } from '~/components/ui/Dialog'
import { HEALTH_APP_PROVIDERS } from '~/domain/sleep/rules'

/** Doc 2 §2: the Connect Health Apps dialog; every provider is 'Coming Soon'. */
export function ConnectHealthAppsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId()
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} className="w-full max-w-lg rounded-2xl p-0 shadow-xl">
      <div className="space-y-4 p-6" data-testid="connect-health-apps">
        <DialogHeader titleId={titleId} title="Connect Health Apps" onClose={onClose} />
        <p className="text-slate-700">Sync your sleep automatically from a wearable or health app. Until then, log your nights by hand.</p>
        <ul className="space-y-2">
          {HEALTH_APP_PROVIDERS.map((p) => (
            <li key={p.name} className="flex items-center justify-between gap-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
              <div>
                <p className="font-semibold text-slate-900">{p.name}</p>
                <p className="text-sm text-slate-600">{p.description}</p>
              </div>
              <span className="shrink-0 rounded-full bg-slate-200 px-3 py-1 text-xs font-semibold text-slate-700">Coming Soon</span>
            </li>
          ))}
        </ul>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </Dialog>
  )
}
