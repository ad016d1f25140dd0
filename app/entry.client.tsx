import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'

import { keepIdsInStep, settleStreamedData } from '~/lib/preact-hydration.client'

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    )
  })
}

// The built browser bundle hydrates with Preact (decision 0027); `npm run dev` with React.
if (__BROWSER_PREACT__) {
  keepIdsInStep()
  const context = (window as { __remixContext?: { state?: { loaderData?: Record<string, unknown> } } }).__remixContext
  void settleStreamedData(context?.state?.loaderData ?? {}).then(hydrate)
} else {
  hydrate()
}
