import { Transform, type TransformCallback } from 'node:stream'

/**
 * React writes a page in small pieces (about 2 kB each), and each piece would
 * travel alone: a web stream chunk, a socket write and a compression flush.
 * What React writes in one turn of the event loop leaves as one piece; what it
 * writes later (a deferred value that resolves) still leaves as soon as it is
 * written, so the page streams as before.
 */
export class CoalescedStream extends Transform {
  private held: Buffer[] = []
  private due = false

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.held.push(chunk)
    if (!this.due) {
      this.due = true
      setImmediate(() => this.release())
    }
    done()
  }

  override _flush(done: TransformCallback) {
    this.release()
    done()
  }

  private release() {
    this.due = false
    if (this.held.length === 0) return
    this.push(this.held.length === 1 ? this.held[0] : Buffer.concat(this.held))
    this.held = []
  }
}
