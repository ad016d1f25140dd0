import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'

import { documentParsed, makePreactActAsReact, settleStreamedData, waitForStreamedParts } from '~/lib/preact-browser.client'

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
  makePreactActAsReact()
  const context = (window as { __remixContext?: { state?: { loaderData?: Record<string, unknown> } } }).__remixContext
  // The whole stream first (a late part and its data), then React's swaps of late parts into place.
  void documentParsed()
    .then(() => Promise.all([settleStreamedData(context?.state?.loaderData ?? {}), waitForStreamedParts()]))
    .then(hydrate)
} else {
  hydrate()
}
