/** Small line icons for the library (system fonts here may lack emoji). Decorative: hidden from screen readers. */
const PATHS = {
  lock: 'M6 11h12v10H6zM9 11V8a3 3 0 0 1 6 0v3',
} as const

export type IconName = keyof typeof PATHS

export function Icon({ name, className = 'h-5 w-5' }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" className={className}>
      <path d={PATHS[name]} />
    </svg>
  )
}
