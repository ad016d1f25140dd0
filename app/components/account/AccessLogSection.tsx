import { useTimeZone } from '~/components/time-zone'
import { ACCESS_LOG_MESSAGES, type AccessLogEntry } from '~/domain/account/access-log'
import { DEFAULT_TIME_ZONE } from '~/domain/calendar'
import { ScrollRegion } from '~/components/ui/ScrollRegion'

const formats = new Map<string, Intl.DateTimeFormat>()
function when(iso: string, zone: string): string {
  let format = formats.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: zone })
    formats.set(zone, format)
  }
  return format.format(new Date(iso))
}

/**
 * "Who has seen my records" (issue 30): each time someone on the wellness
 * team opened her records, newest first, in her own time.
 */
export function AccessLogSection({ entries }: { entries: readonly AccessLogEntry[] }) {
  const zone = useTimeZone() || DEFAULT_TIME_ZONE
  return (
    <section aria-labelledby="access-heading" className="card p-6" data-testid="access-log">
      <h2 id="access-heading" className="text-xl">
        Who has seen my records
      </h2>
      <p className="mt-2 max-w-prose text-slate-700">{ACCESS_LOG_MESSAGES.intro}</p>
      {entries.length === 0 ? (
        <p className="mt-4 text-slate-700">{ACCESS_LOG_MESSAGES.none}</p>
      ) : (
        <ScrollRegion label="Times our team opened your records" className="mt-4">
          <table className="w-full min-w-[28rem] text-left text-sm">
            <caption className="sr-only">When someone on our team opened your records, who, and what</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-1.5 pr-3 font-semibold">
                  When
                </th>
                <th scope="col" className="py-1.5 pr-3 font-semibold">
                  Who
                </th>
                <th scope="col" className="py-1.5 font-semibold">
                  What they opened
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e, i) => (
                <tr key={`${e.at}-${i}`} className="border-b border-slate-100">
                  <td className="whitespace-nowrap py-2 pr-3">{when(e.at, zone)}</td>
                  <td className="py-2 pr-3">{[e.staff_name, e.staff_role].filter(Boolean).join(', ') || 'A member of our team'}</td>
                  <td className="py-2">{e.what}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  )
}
