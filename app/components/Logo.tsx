/** The brand mark (a sun rising over a leaf) and the brand name in the display face. */
export function Logo({ brand, className = '' }: { brand: string; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-display text-xl font-semibold text-brand-800 ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-7 w-7 shrink-0">
        <circle cx="16" cy="16" r="16" fill="#fce7f3" />
        <circle cx="16" cy="14" r="6" fill="#f6a27a" />
        <path d="M5 22c4-5 8-6 11-6s7 1 11 6c-4 4-7 5-11 5s-7-1-11-5z" fill="#be185d" />
        <path d="M16 16v10" stroke="#fce7f3" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      {brand}
    </span>
  )
}
