import { useId, useState, type ReactNode } from 'react'

import { useTabKeys } from '~/components/ui/tabs'

export interface Tab {
  id: string
  label: string
  content: ReactNode
}

/**
 * WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the active
 * tab is in the tab order. The tab row never wraps: on a narrow screen it
 * scrolls sideways, as tabs do in a phone app.
 */
export function Tabs({ tabs, label }: { tabs: Tab[]; label: string }) {
  const [active, setActive] = useState(tabs[0].id)
  const base = useId()
  const { onTabKeyDown, tabRef } = useTabKeys(
    tabs.map((t) => t.id),
    active,
    setActive,
  )

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="-mx-4 flex gap-1 overflow-x-auto whitespace-nowrap px-4 shadow-[inset_0_-1px_0_#e2e8f0] [scrollbar-width:none] sm:mx-0 sm:px-0"
      >
        {tabs.map((tab) => {
          const selected = tab.id === active
          return (
            <button
              key={tab.id}
              ref={tabRef(tab.id)}
              id={`${base}-${tab.id}-tab`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${base}-${tab.id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(tab.id)}
              onKeyDown={onTabKeyDown}
              className={`shrink-0 rounded-t-lg border-b-2 px-3.5 py-2.5 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600 ${
                selected ? 'border-brand-600 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'
              }`}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={`${base}-${tab.id}-panel`}
          role="tabpanel"
          aria-labelledby={`${base}-${tab.id}-tab`}
          hidden={tab.id !== active}
          tabIndex={0}
          className="pt-6 focus:outline-none"
        >
          {tab.id === active ? tab.content : null}
        </div>
      ))}
    </div>
  )
}
