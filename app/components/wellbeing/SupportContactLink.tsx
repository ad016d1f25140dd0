import { Icon } from '~/components/ui/icons'
import type { SupportContact } from '~/domain/wellbeing/support-contacts'

/**
 * A contact's `tel:` or `sms:` link, as a button a thumb can reach: on a phone
 * it opens the dialler or the messages app with the number filled in.
 */
export function SupportContactLink({ contact, className = '' }: { contact: SupportContact; className?: string }) {
  if (contact.url) {
    return (
      <a
        href={contact.url}
        rel="noreferrer"
        className={`inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-600 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-2 ${className}`}
      >
        {contact.name}
      </a>
    )
  }
  if (!contact.action || !contact.href) return null
  return (
    <a
      href={contact.href}
      className={`inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-600 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-2 ${className}`}
    >
      <Icon name={contact.action.kind === 'call' ? 'phone' : 'message'} className="h-4 w-4 shrink-0" />
      {contact.action.label}
    </a>
  )
}
