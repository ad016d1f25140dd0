import { scrubEvent } from './error-scrub'

/** What the root loader hands the browser when `SENTRY_DSN` is set. */
export interface BrowserSentry {
  dsn: string
  environment: string
}

let started: Promise<typeof import('@sentry/browser')> | null = null

/**
 * Browser errors to Sentry, only when the server has a DSN: the SDK is a
 * chunk of its own, fetched after the page has loaded, never otherwise.
 * Uncaught errors and rejections, scrubbed like the server's (no user,
 * query string or breadcrumbs).
 */
export function startBrowserSentry(settings: BrowserSentry): void {
  started ??= import('@sentry/browser').then((Sentry) => {
    Sentry.init({
      dsn: settings.dsn,
      environment: settings.environment,
      sendDefaultPii: false,
      defaultIntegrations: false,
      integrations: [Sentry.globalHandlersIntegration(), Sentry.linkedErrorsIntegration(), Sentry.dedupeIntegration()],
      beforeSend: (event) => scrubEvent(event),
      beforeBreadcrumb: () => null,
    })
    return Sentry
  })
}

/** An error the error page showed, with the reference she sees, when Sentry is on. */
export function reportBrowserError(error: unknown, reference: string | null): void {
  void started?.then((Sentry) => Sentry.captureException(error, reference ? { tags: { request_id: reference } } : undefined))
}
