import type { ReactNode } from 'react'

/**
 * The box around a table wider than a phone's screen, which scrolls sideways:
 * a named region in the tab order, so the keyboard can scroll it as a finger
 * or a mouse can (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ScrollRegion({ label, className = '', children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={`overflow-x-auto ${className}`}>
      {children}
    </div>
  )
}
