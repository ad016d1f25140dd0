/** The part of autocannon's programmatic API the benchmarks use (it ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number
    p50: number
    p99: number
    /** How many in all (requests only). */
    total: number
  }
  interface Result {
    requests: Histogram
    latency: Histogram
    errors: number
    timeouts: number
    non2xx: number
  }
  interface Options {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
    body?: string
    /** Called with each client autocannon makes; a client emits `response` (status code, bytes, ms) per answer. */
    setupClient?: (client: { on(event: 'response', listener: (status: number, bytes: number, ms: number) => void): void }) => void
  }
  export default function autocannon(options: Options): Promise<Result>
}
