/** The signed-in navigation, in the spec's order (doc 1 §2 "Navigation bar"). */
export interface NavItem {
  to: string
  label: string
  premium?: boolean
  showsUnread?: boolean
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/questionnaire', label: 'Assessment' },
  { to: '/checkin', label: 'Check-in' },
  { to: '/meal-plans', label: 'Meal Plans' },
  { to: '/food-logging', label: 'Food Logging', premium: true },
  { to: '/sleep-tracking', label: 'Sleep Tracking', premium: true },
  { to: '/grocery-list', label: 'Grocery List' },
  { to: '/progress', label: 'Progress' },
  { to: '/content', label: 'Content', showsUnread: true },
  { to: '/upgrades', label: 'Upgrades' },
]
