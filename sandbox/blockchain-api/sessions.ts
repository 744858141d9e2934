import { verifyMessage, type Address } from 'viem'
import { HttpError } from '../http/server.ts'
import type { SmartSession } from './types.ts'
import { jsonObject, parseHex } from './validate.ts'

/**
 * Smart sessions (SPEC §7 /v1/sessions): permissions an account granted to dapps. Seeded with an
 * active and an expired session for the first funded account; revoking needs the account's
 * signature over the session's `pci` (checked with viem's verifyMessage).
 */
export class SmartSessions {
  private readonly byAddress = new Map<string, SmartSession[]>()

  seed(address: Address, now: number): void {
    const project = { id: 'latch-demo', name: 'Latch Demo Dapp', url: 'http://127.0.0.1', iconUrl: '' }
    this.byAddress.set(address.toLowerCase(), [
      {
        project,
        pci: `0x${'a1'.repeat(32)}`,
        expiry: Math.floor(now / 1000) + 7 * 24 * 3600,
        createdAt: Math.floor(now / 1000) - 3600,
        permissions: [{ type: 'contract-call', data: { address: '0x0000000000000000000000000000000000000000', functions: 'swap' } }],
        policies: [{ type: 'native-token-limit', data: { limit: '1000000000000000000' } }],
        context: `0x${'c0'.repeat(16)}`,
      },
      {
        project: { ...project, id: 'latch-expired', name: 'Expired Game' },
        pci: `0x${'b2'.repeat(32)}`,
        expiry: Math.floor(now / 1000) - 3600,
        createdAt: Math.floor(now / 1000) - 30 * 24 * 3600,
        permissions: [],
        policies: [],
        context: `0x${'c1'.repeat(16)}`,
      },
    ])
  }

  list(address: string): { pcis: SmartSession[] } {
    return { pcis: this.byAddress.get(address.toLowerCase()) ?? [] }
  }

  async revoke(address: Address, raw: unknown, now: number): Promise<{ success: boolean }> {
    const body = jsonObject(raw)
    if (body.pci === undefined) throw new HttpError(400, 'Missing required field: pci')
    if (typeof body.pci !== 'string') throw new HttpError(400, 'Field pci must be a string')
    const signature = parseHex(body.signature, 'signature')
    const session = this.byAddress.get(address.toLowerCase())?.find((s) => s.pci === body.pci)
    if (!session) throw new HttpError(404, `Unknown session: ${body.pci}`)
    const valid = await verifyMessage({ address, message: body.pci, signature }).catch(() => false)
    if (!valid) throw new HttpError(401, 'Signature does not match the address')
    session.revokedAt ??= Math.floor(now / 1000)
    return { success: true }
  }
}
