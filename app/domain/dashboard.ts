/** Dashboard rules (spec doc 1 §2 "Dashboard", §3 "Dashboard response", §4). */

export interface NextStep {
  title: string
  description: string
  to: string
  action: string
}

/**
 * 'Your Next Step': the health assessment until the profile is complete, then
 * the check-in streak while it is 0, then the upgrade for the base tier.
 */
export function nextStep(args: { profileCompleted: boolean; streak: number; isBaseTier: boolean; plusName: string }): NextStep {
  if (!args.profileCompleted) {
    return {
      title: 'Complete Health Assessment',
      description: 'Tell us about your symptoms so your meal plans and insights fit you.',
      to: '/questionnaire',
      action: 'Start Assessment',
    }
  }
  if (args.streak === 0) {
    return {
      title: 'Start Check-in Streak',
      description: 'A one-minute check-in each day shows how your energy, sleep, stress and mood change.',
      to: '/checkin',
      action: 'Check In Now',
    }
  }
  if (args.isBaseTier) {
    return {
      title: 'Unlock Advanced Features',
      description: `${args.plusName} adds food logging, sleep tracking, unlimited meal plans and RTT audio sessions.`,
      to: '/upgrades',
      action: 'See Plans',
    }
  }
  return {
    title: 'Review Your Progress',
    description: 'Your streak is going. See your trends and generate a progress summary.',
    to: '/progress',
    action: 'View Progress',
  }
}

export interface DashboardStats<C> {
  streak: number
  /** The run ending at the latest check-in, so the page can re-apply the streak rule on the browser's own day. */
  run: { length: number; latest: string | null }
  recent_checkins: C[]
  total_checkins: number
}

/**
 * Doc 1 §4: on a fetch failure the dashboard shows the user with streak 0, no
 * recent check-ins and total 0. The failure is reported, never shown as data.
 */
export async function dashboardOrEmpty<C>(load: Promise<DashboardStats<C>>, report: (error: unknown) => void): Promise<DashboardStats<C>> {
  try {
    return await load
  } catch (error) {
    report(error)
    return { streak: 0, run: { length: 0, latest: null }, recent_checkins: [], total_checkins: 0 }
  }
}

/**
 * The dashboard greeting: a brand-new account is welcomed; a customer who has
 * been here before (a check-in or a completed assessment) is welcomed back.
 */
export function welcomeHeading(name: string, returning: boolean): string {
  return returning ? `Welcome back, ${name}!` : `Welcome, ${name}!`
}

/** The welcome tile's title: "Welcome to {product}" on her first visits, "Welcome back" once she has checked in or done her assessment (issue 47). */
export function welcomeTileTitle(brand: string, returning: boolean): string {
  return returning ? 'Welcome back' : `Welcome to ${brand}`
}

/** The banner's button: "Update today's check-in" once there is one for her `today` (issue 47). */
export function hubCheckinAction(recent: readonly { date: string }[], today: string): string {
  return recent.some((c) => c.date === today) ? "Update today's check-in" : "Today's check-in"
}

/** The check-in button beside her recent check-ins: once she has checked in on her `today`, it updates that check-in. */
export function todaysCheckinAction(recent: readonly { date: string }[], today: string): string {
  return recent.some((c) => c.date === today) ? "Update Today's Check-in" : "Add Today's Check-in"
}
