import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** Starts a fake on 127.0.0.1 (`port` 0: any free port); `stop` drops open connections and closes it. */
export async function listenLocal(server: Server, port = 0): Promise<{ port: number; stop: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
