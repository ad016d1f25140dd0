import { json } from '~/lib/http.server'

/** Unknown /api paths answer JSON, like every other API route. */
const notFound = () => json({ detail: 'Not found' }, 404)

export const loader = notFound
export const action = notFound
