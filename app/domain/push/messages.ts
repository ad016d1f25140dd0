/**
 * The words of push reminders and of "Remind me on this phone"
 * (docs/features/phone-app.md). A notification can be read on a locked
 * screen by anyone near her phone: it names no symptom, rating or health
 * detail, only the brand and the invitation.
 */
export function checkinReminderPush(brand: string, name: string) {
  const first = name.trim().split(/\s+/)[0] || 'there'
  return {
    title: brand,
    body: `How are you today, ${first}? Your check-in takes a minute.`,
    url: '/checkin',
    tag: 'checkin-reminder',
  }
}

/** The weekly course reminder on her phone (issue 49). */
export function courseReminderPush(brand: string, week: number, slug: string) {
  return { title: brand, body: `Week ${week} of your course is ready.`, url: `/courses/${slug}`, tag: `course-reminder-${slug}` }
}

export const PUSH_MESSAGES = {
  button: 'Remind me on this phone',
  turnOff: 'Stop reminders on this phone',
  on: 'Reminders will come to this phone as notifications, at your reminder time.',
  off: 'Reminders no longer come to this phone.',
  denied: 'Notifications are blocked for this site in your browser settings. Allow them there, then press the button again.',
  dismissed: 'Notifications were not allowed, so reminders will not come to this phone.',
  unsupported: 'This browser cannot show notifications from websites.',
  iosHomeScreen:
    'On an iPhone or iPad, notifications work once the app is on your home screen: tap Share, then "Add to Home Screen", and open it from there.',
  failed: 'This phone could not be set up for reminders. Please try again.',
  remindersOff: 'Your daily check-in reminders are off: turn them on below, with "Notification on this phone" ticked, to get them here.',
} as const
