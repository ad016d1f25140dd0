import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import { LAZY_PART_FAILED, lazyPart, PartPlaceholder } from '~/components/lazy-part'

const Hello = ({ name }: { name: string }) => createElement('p', null, `Hello ${name}`)

describe('a lazy part on the server', () => {
  it('is loaded when it is defined, so the first answer renders it in full (no placeholder)', async () => {
    const load = vi.fn(async () => Hello)
    const Part = lazyPart(load, createElement(PartPlaceholder, { label: 'the greeting' }))
    expect(load).toHaveBeenCalledTimes(1)
    await Part.preload()
    const html = renderToStaticMarkup(createElement(Part, { name: 'Maya' }))
    expect(html).toBe('<p>Hello Maya</p>')
    expect(html).not.toContain('Loading')
  })

  it('fetches its code once, however often it is preloaded or drawn', async () => {
    const load = vi.fn(async () => Hello)
    const Part = lazyPart(load)
    await Promise.all([Part.preload(), Part.preload()])
    renderToStaticMarkup(createElement(Part, { name: 'Ann' }))
    renderToStaticMarkup(createElement(Part, { name: 'Jo' }))
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('says plainly that it could not be loaded when its code does not come, and the page around it still renders', async () => {
    const Part = lazyPart<{ name: string }>(async () => {
      throw new Error('Failed to fetch dynamically imported module')
    })
    await Part.preload()
    const html = renderToStaticMarkup(createElement('main', null, createElement('h1', null, 'Progress'), createElement(Part, { name: 'Maya' })))
    expect(html).toContain('<h1>Progress</h1>')
    expect(html).toContain(LAZY_PART_FAILED)
    expect(html).toContain('role="status"')
  })

  it('names what is loading for a screen reader while it holds its place', () => {
    const html = renderToStaticMarkup(createElement(PartPlaceholder, { label: 'your symptoms over time', className: 'min-h-96' }))
    expect(html).toContain('aria-busy="true"')
    expect(html).toContain('Loading your symptoms over time')
    expect(html).toContain('min-h-96')
  })
})
