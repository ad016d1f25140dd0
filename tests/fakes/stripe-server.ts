import { startFakeStripe } from './stripe'

/**
 * The Stripe fake as a process of its own, for `npm run demo` and offline
 * runs: the API the app calls (point STRIPE_API_URL here, with any sk_test_
 * key) and stand-ins for the hosted checkout and billing portal pages.
 */
const fake = await startFakeStripe({ port: Number(process.env.PORT ?? 3213) })
console.log(`Stripe fake on ${fake.url}`)
const stop = () => void fake.stop().then(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
