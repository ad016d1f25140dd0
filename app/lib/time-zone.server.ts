import { DEFAULT_TIME_ZONE, isTimeZone } from '~/domain/calendar'
import { TIME_ZONE_COOKIE } from '~/lib/time-zone-cookie'

/**
 * Her time zone on the server. The root document keeps a `tz` cookie with
 * the zone her browser reports (app/lib/time-zone-cookie.ts), so a
 * page's first render is already on her calendar: "today" on /checkin,
 * /progress and /treatments is her day, not the server's (UTC). On a
 * browser's very first page the cookie is not there yet; the page then starts
 * on Europe/London and moves to her day once the browser has said it.
 */

const COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${TIME_ZONE_COOKIE}=([^;]*)`)

/** The zone her browser last reported, when it is a real IANA zone; else null. */
export function requestTimeZone(request: Pick<Request, 'headers'>): string | null {
  const match = COOKIE_PATTERN.exec(request.headers.get('Cookie') ?? '')
  if (!match) return null
  let zone: string
  try {
    zone = decodeURIComponent(match[1]!)
  } catch {
    return null
  }
  return isTimeZone(zone) ? zone : null
}

/** Her zone for counting "today": the browser's, else Europe/London. */
export function requestTimeZoneOrDefault(request: Pick<Request, 'headers'>): string {
  return requestTimeZone(request) ?? DEFAULT_TIME_ZONE
}
