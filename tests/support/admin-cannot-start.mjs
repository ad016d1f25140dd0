// Preloaded into a test server (NODE_OPTIONS=--import=…): the admin's Next
// cannot be loaded, as when its build is missing or broken. Nothing else changes.
import { register } from 'node:module'

register(
  `data:text/javascript,${encodeURIComponent(`
export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'next') throw new Error('The admin (Next) is broken in this test')
  return nextResolve(specifier, context)
}`)}`,
  import.meta.url,
)
