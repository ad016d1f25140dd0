import { lazyPart, PartPlaceholder } from '~/components/lazy-part'

/**
 * The GP report panel as a lazy part (app/components/lazy-part.tsx): it sits
 * low on /progress and /treatments, so its code (and the treatment form's
 * fields it shares) comes once the page is on her screen.
 */
export const GpReportPart = lazyPart(() => import('./GpReportPanel').then((m) => m.GpReportPanel), <PartPlaceholder label="the GP report" />)
