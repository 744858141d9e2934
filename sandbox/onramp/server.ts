import { route, startHttpService, type HttpService, type Route } from '../http/server.ts'
import { checkoutPage, type CheckoutSession, type Onramp } from '../blockchain-api/onramp.ts'

/**
 * The status the modal polls (`GET <checkout url>/status`, core/clients/onrampSchemas.ts
 * `onrampStatusSchema`): pending or completed, with the delivering transaction once completed.
 */
export function checkoutStatus(session: CheckoutSession): { id: string; status: 'pending' | 'completed'; symbol: string; cryptoAmount: string; network: string; chainId: string; txHash?: string } {
  return {
    id: session.id,
    status: session.status,
    symbol: session.symbol,
    cryptoAmount: session.cryptoAmount,
    network: session.network,
    chainId: session.chainId,
    ...(session.txHash ? { txHash: session.txHash } : {}),
  }
}

/** The checkout routes: the page, its status and its button's POST (served by both the checkout origin and the blockchain service). */
export function checkoutRoutes(onramp: Onramp): Route[] {
  return [
    route('GET', '/onramp/checkout/:id', (ctx) => ({ body: checkoutPage(onramp.session(ctx.params.id!)), contentType: 'text/html; charset=utf-8' })),
    route('GET', '/onramp/checkout/:id/status', (ctx) => ({ json: checkoutStatus(onramp.session(ctx.params.id!)) })),
    route('POST', '/onramp/checkout/:id/complete', async (ctx) => ({ json: await onramp.complete(ctx.params.id!, ctx.bodyText.trim() ? ctx.json() : undefined) })),
  ]
}

/**
 * The sandbox onramp provider's checkout: a server of its own on a free port, so the
 * checkout page opens on another origin than the host page and the blockchain service, as a real
 * provider's would. From its start, the URLs the blockchain service generates
 * (`POST /v1/generators/onrampurl`) point here; completing a checkout delivers on chain.
 *
 * @example
 * const checkout = await startOnrampCheckout(blockchainApi.onramp)
 * await checkout.close()
 */
export async function startOnrampCheckout(onramp: Onramp, options: { port?: number } = {}): Promise<HttpService> {
  const service = await startHttpService(checkoutRoutes(onramp), { port: options.port, name: 'onramp-checkout' })
  onramp.checkoutBaseUrl = service.url
  return service
}
