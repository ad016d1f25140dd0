import { createContext, useContext } from 'react'

/**
 * The Content-Security-Policy nonce of the answer being rendered
 * (app/entry.server.tsx provides it). In the browser it is empty: the inline
 * scripts have run by then and the browser hides the attribute anyway.
 */
const NonceContext = createContext('')

export const NonceProvider = NonceContext.Provider

export function useNonce(): string {
  return useContext(NonceContext)
}
