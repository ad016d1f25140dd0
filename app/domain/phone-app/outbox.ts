import type { BleedingFlow } from '../treatments/options'

/**
 * What a check-in kept on the phone does to the day's bleeding
 * (docs/features/phone-app.md). The check-in form shows the day's flow as it
 * was when the page was loaded, or as it was when the phone kept its copy of
 * the page, which may be older than her log. So only what she changed is
 * sent: a flow she picked logs it, "None" where the page showed a flow clears
 * it, and a line she left alone leaves her log as it is (a day logged since,
 * on /treatments or another device, is never wiped by an old copy).
 *
 * @returns the flow to log, `null` to clear the day, `undefined` to leave it.
 */
export function offlineBleedingChange(shown: BleedingFlow | null, chosen: BleedingFlow | null): BleedingFlow | null | undefined {
  if (chosen === shown) return undefined
  return chosen
}
