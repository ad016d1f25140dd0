/** Small line icons for the library (system fonts here may lack emoji). Decorative: hidden from screen readers. */
const PATHS = {
  article: 'M7 3h7l5 5v13H7zM14 3v5h5M10 12h6M10 16h6',
  video: 'M4 6h12v12H4zM16 10l5-3v10l-5-3',
  audio: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v6H4zM17 14h3v6h-3z',
  document: 'M6 3h9l4 4v14H6zM15 3v4h4M9 13h7M9 17h5',
  guided: 'M12 21c-4-2-7-5-7-9 3 0 5 1 7 3 2-2 4-3 7-3 0 4-3 7-7 9zM12 15V9M9 6a3 3 0 1 0 6 0a3 3 0 1 0-6 0',
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
