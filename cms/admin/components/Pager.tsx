import Link from 'next/link'

/**
 * Every portal list's paging (spec doc 2 §2: Previous, 'Page x of y', Next).
 * Payload's own `Pagination` numbers the pages instead of saying them, so the
 * portal keeps the spec's words; the links move inside the admin's app
 * without reloading the page. A page past the end says the last page.
 */
export function Pager({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  const shown = Math.min(page, pages)
  return (
    <nav className="lib-pager" aria-label="Pages">
      {shown > 1 ? (
        <Link className="lib-button lib-button--ghost" href={href(shown - 1)}>
          Previous
        </Link>
      ) : (
        <span className="lib-button lib-button--ghost" aria-disabled="true">
          Previous
        </span>
      )}
      <span>
        Page {shown} of {pages}
      </span>
      {shown < pages ? (
        <Link className="lib-button lib-button--ghost" href={href(shown + 1)}>
          Next
        </Link>
      ) : (
        <span className="lib-button lib-button--ghost" aria-disabled="true">
          Next
        </span>
      )}
    </nav>
  )
}
