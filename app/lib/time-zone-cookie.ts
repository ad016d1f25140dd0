import { COOKIES } from '~/domain/privacy/cookies'

/** The cookie with the zone her browser reports (read by app/lib/time-zone.server.ts), as the privacy notice lists it. */
export const TIME_ZONE_COOKIE = COOKIES.timeZone.name

/**
 * The inline script (a module in the head, run before the page's other modules) that keeps the cookie:
 * written only when missing or changed (she travelled), for a year, readable
 * by the server on every path. It holds no secret; it is not httpOnly because
 * the browser writes it.
 */
export const TIME_ZONE_COOKIE_SCRIPT =
  `try{var z=Intl.DateTimeFormat().resolvedOptions().timeZone;` +
  `if(z&&document.cookie.split('; ').indexOf('${TIME_ZONE_COOKIE}='+encodeURIComponent(z))<0)` +
  `document.cookie='${TIME_ZONE_COOKIE}='+encodeURIComponent(z)+';path=/;max-age=${COOKIES.timeZone.maxAgeSeconds};samesite=lax'+(location.protocol==='https:'?';secure':'')}catch(e){}`
