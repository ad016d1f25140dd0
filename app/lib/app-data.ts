import { useRouteLoaderData } from '@remix-run/react'

import type { AppLayoutData } from '~/routes/_app'

/** The signed-in customer, from the `_app` layout, for any screen under it. */
export function useAppUser() {
  return (useRouteLoaderData('routes/_app') as AppLayoutData).user
}
