import type { Env } from './env.server'
import { scrubEvent } from './error-scrub'
import { addErrorSink, logger } from './logger.server'
import { currentRequest } from './request-context.server'

/**
 * Optional error tracking. With `SENTRY_DSN` set, every error the process
 * logs (level error and above, with its error: the log's one path for
 * failures) also goes to Sentry, tagged with the request's id and scrubbed
 * (error-scrub.ts): no user, headers, cookies, body, query string or
 * breadcrumbs. Without it the SDK is never loaded and nothing is sent.
 * Only Sentry's error capture is set up: no tracing, no instrumentation of
 * other modules, nothing added to the request path.
 */
export async function startSentry(settings: Pick<Env, 'SENTRY_DSN' | 'SENTRY_ENVIRONMENT' | 'NODE_ENV'>): Promise<boolean> {
  if (!settings.SENTRY_DSN) return false
  const Sentry = await import('@sentry/node')
  Sentry.init({
    dsn: settings.SENTRY_DSN,
    environment: settings.SENTRY_ENVIRONMENT ?? settings.NODE_ENV,
    sendDefaultPii: false,
    defaultIntegrations: false,
    integrations: [Sentry.linkedErrorsIntegration(), Sentry.dedupeIntegration()],
    skipOpenTelemetrySetup: true,
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: () => null,
  })
  addErrorSink((error) => {
    const id = currentRequest()?.id
    Sentry.captureException(error, id ? { tags: { request_id: id } } : undefined)
  })
  logger().info('Errors are also reported to Sentry')
  return true
}
