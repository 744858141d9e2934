import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A server listening on 127.0.0.1 and the way to stop it with every open connection. */
export type Listening = { url: string; port: number; close(): Promise<void> }

/**
 * Starts `server` on 127.0.0.1 (a free port unless one is given) and returns its base URL (no
 * trailing slash) and a `close()` that also drops kept-alive connections, so a test or the
 * sandbox never waits on a browser's idle socket.
 *
 * @example
 * const { url, close } = await listenOnLoopback(createServer(handler))
 */
export async function listenOnLoopback(server: Server, port = 0): Promise<Listening> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const bound = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${bound}`,
    port: bound,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
