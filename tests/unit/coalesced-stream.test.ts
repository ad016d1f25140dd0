import { describe, expect, it } from 'vitest'

import { CoalescedStream } from '~/lib/coalesced-stream.server'

const turn = () => new Promise((resolve) => setImmediate(resolve))

/** What leaves the stream, piece by piece. */
function collect(stream: CoalescedStream): string[] {
  const pieces: string[] = []
  stream.on('data', (chunk: Buffer) => pieces.push(chunk.toString('utf8')))
  return pieces
}

describe('a page leaving the server (CoalescedStream)', () => {
  it('sends what is written in one turn of the event loop as one piece, in order', async () => {
    const stream = new CoalescedStream()
    const pieces = collect(stream)
    for (const part of ['<html>', '<body>', '<main>']) stream.write(Buffer.from(part))
    expect(pieces).toEqual([])
    await turn()
    expect(pieces).toEqual(['<html><body><main>'])
  })

  it('still streams: what is written in a later turn leaves as its own piece, as soon as that turn ends', async () => {
    const stream = new CoalescedStream()
    const pieces = collect(stream)
    stream.write(Buffer.from('<main>shell</main>'))
    await turn()
    stream.write(Buffer.from('<script>late'))
    stream.write(Buffer.from(' value</script>'))
    await turn()
    expect(pieces).toEqual(['<main>shell</main>', '<script>late value</script>'])
  })

  it('sends what is held when the page ends, before it ends', async () => {
    const stream = new CoalescedStream()
    const pieces = collect(stream)
    const ended = new Promise((resolve) => stream.on('end', resolve))
    stream.write(Buffer.from('<p>last'))
    stream.end(Buffer.from('</p>'))
    await ended
    expect(pieces.join('')).toBe('<p>last</p>')
  })

  it('loses nothing of a long page written in many small pieces', async () => {
    const stream = new CoalescedStream()
    const pieces = collect(stream)
    const parts = Array.from({ length: 200 }, (_, i) => `<li>${i}</li>`)
    const ended = new Promise((resolve) => stream.on('end', resolve))
    parts.forEach((part, i) => (i === 150 ? setImmediate(() => stream.end(Buffer.from(part))) : i < 150 && stream.write(Buffer.from(part))))
    await ended
    expect(pieces.join('')).toBe(parts.slice(0, 151).join(''))
    expect(pieces.length).toBe(2)
  })

  it('stays quiet when the page is abandoned while it holds a piece (she closed the tab)', async () => {
    const stream = new CoalescedStream()
    const errors: unknown[] = []
    stream.on('error', (error) => errors.push(error))
    stream.write(Buffer.from('<main>'))
    stream.destroy()
    await turn()
    await turn()
    expect(errors).toEqual([])
  })
})
