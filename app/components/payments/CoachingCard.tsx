import { buttonClass } from '~/components/ui/Button'
import { COACHING_CLIENTS_PER_QUARTER, COACHING_PROGRAMME_WEEKS } from '~/domain/constants'

/**
 * The coaching programme (spec doc 1 §2, §9): by application only, no price.
 * The booking link comes from COACHING_BOOKING_URL; without one the card says
 * how to apply rather than showing a dead link.
 */
export function CoachingCard({ bookingUrl }: { bookingUrl: string | null }) {
  const weeks = COACHING_PROGRAMME_WEEKS.join(' or ')
  return (
    <section
      aria-labelledby="coaching-heading"
      data-testid="coaching-card"
      className="rounded-3xl bg-gradient-to-r from-brand-700 to-plum-700 p-6 text-white shadow"
    >
      <p className="text-sm font-semibold uppercase tracking-wide text-white/90">By application only</p>
      <h2 id="coaching-heading" className="mt-1 text-2xl font-bold">
        One-to-one coaching programme
      </h2>
      <p className="mt-2 max-w-3xl text-white/95">
        {`A ${weeks}-week programme with a personal coach, built around your symptoms, your goals and your life. We take on only ${COACHING_CLIENTS_PER_QUARTER} clients each quarter so every woman gets real attention.`}
      </p>
      {bookingUrl ? (
        <a
          href={bookingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('secondary', 'mt-4 border-white')}
        >
          Book an application call
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        <p className="mt-4 rounded-lg bg-white/15 p-3 text-sm">
          Applications go through our wellness team: reply to any e-mail from us to apply, and we will arrange a
          call.
        </p>
      )}
    </section>
  )
}
