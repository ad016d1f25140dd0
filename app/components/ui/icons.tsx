/**
 * Line icons drawn on a 24-unit grid for this app (stroke, no fill), so no
 * icon font or emoji font is needed. Decorative: the text beside each says
 * what it means.
 */
const PATHS = {
  checkin: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10zM8 11h2l1-2 2 4 1-2h2',
  assessment: 'M9 4h6v3H9zM7 5.5H5.5V20h13V5.5H17M8.5 11l1.5 1.5 3-3M8.5 16h7',
  meals: 'M4 11h16a8 8 0 0 1-16 0zM9 7c0-1.5 1.5-1.5 1.5-3M14 7c0-1.5 1.5-1.5 1.5-3',
  grocery: 'M5 9h14l-1.5 10h-11zM9 9l3-5 3 5M10 13v3M14 13v3',
  progress: 'M4 19h16M6 16l4-5 3 3 5-7M15 7h3v3',
  streak: 'M12 21c-4 0-6-2.7-6-6 0-4 4-5 4-10 3 2 6 5.5 6 9.5.8-.8 1.3-1.8 1.5-3 1 1.3 1.5 2.5 1.5 3.5 0 3.3-2.7 6-7 6z',
  total: 'M5 5h14v14H5zM5 10h14M10 5v14',
  sparkle: 'M12 3l2 5 5 2-5 2-2 5-2-5-5-2 5-2zM19 15l1 2 2 1-2 1-1 2-1-2-2-1 2-1z',
  calendar: 'M5 6h14v14H5zM5 10h14M9 4v4M15 4v4',
  arrow: 'M5 12h14M13 6l6 6-6 6',
  phone: 'M6.5 4h3l1.5 4-2 1.5a11 11 0 0 0 5.5 5.5l1.5-2 4 1.5v3a2 2 0 0 1-2 2A16 16 0 0 1 4.5 6a2 2 0 0 1 2-2z',
  message: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
} as const

export type IconName = keyof typeof PATHS

export function Icon({ name, className = 'h-5 w-5' }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[name]} />
    </svg>
  )
}
