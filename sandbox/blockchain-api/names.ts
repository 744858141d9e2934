import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { verifyMessage, type Address } from 'viem'
import { HttpError } from '../http/server.ts'
import { isEvmAddress, parseEvmAddress, parseHex } from './validate.ts'
import type { NameRecord } from './types.ts'

/** Name suffixes of SPEC §9: `.reown.id`, and the legacy `.wcn.id`. */
export const NAME_ZONES = ['reown.id', 'wcn.id'] as const
/** SPEC §5: letters, digits or hyphen, at least 4 characters. */
const LABEL = /^[a-zA-Z0-9-]{4,}$/
/** A signed registration message older (or newer) than this is refused as a replay. */
export const MESSAGE_MAX_AGE_S = 10 * 60

/** Splits `alice.reown.id` into label and zone; 400 when the label or zone is invalid. */
export function parseName(name: string): { label: string; zone: string; full: string } {
  const zone = NAME_ZONES.find((z) => name.toLowerCase().endsWith(`.${z}`))
  if (!zone) throw new HttpError(400, `Invalid name: ${name} (expected <label>.${NAME_ZONES[0]})`)
  const label = name.slice(0, -(zone.length + 1))
  if (!LABEL.test(label)) throw new HttpError(400, `Invalid name: ${name} (letters, digits or hyphen, at least 4 characters)`)
  return { label: label.toLowerCase(), zone, full: `${label.toLowerCase()}.${zone}` }
}

/**
 * Registered names, persisted to a JSON file (rewritten atomically on every change) so they
 * survive a restart of the service.
 */
export class NameRegistry {
  private readonly names = new Map<string, NameRecord>()

  constructor(readonly file: string) {
    try {
      const stored = JSON.parse(readFileSync(file, 'utf8')) as { names?: NameRecord[] }
      for (const record of stored.names ?? []) this.names.set(record.name, record)
    } catch {
      // No file yet (first start) or unreadable: start empty.
    }
  }

  get(name: string): NameRecord | undefined {
    return this.names.get(name.toLowerCase())
  }

  /** Every name with `address` among its addresses, oldest first. */
  reverse(address: string): NameRecord[] {
    return [...this.names.values()].filter((r) => Object.values(r.addresses).some((a) => a.address.toLowerCase() === address.toLowerCase()))
  }

  /**
   * Registers the name in a signed message (SPEC §4: a JSON message with name, attributes and a
   * timestamp in seconds), after checking the signature with viem's verifyMessage.
   */
  async register(body: Record<string, unknown>, nowMs: number): Promise<NameRecord> {
    const coinType = body.coin_type
    if (coinType === undefined) throw new HttpError(400, 'Missing required field: coin_type')
    if (typeof coinType !== 'number' || !Number.isInteger(coinType) || coinType < 0 || coinType > 0xffffffff) {
      throw new HttpError(400, 'coin_type must be an integer between 0 and 2^32 - 1')
    }
    if (typeof body.address !== 'string') throw new HttpError(400, body.address === undefined ? 'Missing required field: address' : 'Field address must be a string')
    if (!isEvmAddress(body.address)) throw new HttpError(400, `Invalid address: ${body.address}`)
    const address: Address = parseEvmAddress(body.address)
    if (typeof body.message !== 'string') throw new HttpError(400, body.message === undefined ? 'Missing required field: message' : 'Field message must be a string')
    const signature = parseHex(body.signature, 'signature')

    let message: { name?: unknown; attributes?: unknown; timestamp?: unknown }
    try {
      message = JSON.parse(body.message) as typeof message
    } catch {
      throw new HttpError(400, 'message must be a JSON string with name, attributes and timestamp')
    }
    if (typeof message.name !== 'string') throw new HttpError(400, 'message.name must be a string')
    const { full } = parseName(message.name)
    if (typeof message.timestamp !== 'number' || !Number.isInteger(message.timestamp)) throw new HttpError(400, 'message.timestamp must be an integer (seconds)')
    if (Math.abs(nowMs / 1000 - message.timestamp) > MESSAGE_MAX_AGE_S) throw new HttpError(400, 'message.timestamp is too old or in the future')
    const attributes = message.attributes ?? {}
    if (typeof attributes !== 'object' || attributes === null || Array.isArray(attributes)) throw new HttpError(400, 'message.attributes must be an object')

    const valid = await verifyMessage({ address, message: body.message, signature }).catch(() => false)
    if (!valid) throw new HttpError(401, 'Signature does not match the address')

    const existing = this.names.get(full)
    const owner = existing && Object.values(existing.addresses)[0]?.address
    if (existing && owner && owner.toLowerCase() !== address.toLowerCase()) throw new HttpError(409, `Name ${full} is already registered`)

    const now = new Date(nowMs).toISOString()
    const attrs = attributes as Record<string, unknown>
    const record: NameRecord = {
      name: full,
      registered_at: existing?.registered_at ?? now,
      updated_at: existing ? now : undefined,
      addresses: { ...existing?.addresses, [String(coinType)]: { address, created: existing?.addresses[String(coinType)]?.created ?? now } },
      attributes: [
        {
          ...(typeof attrs.avatar === 'string' ? { avatar: attrs.avatar } : {}),
          ...(typeof attrs.bio === 'string' ? { bio: attrs.bio } : {}),
        },
      ],
    }
    this.names.set(full, record)
    this.save()
    return record
  }

  /** `label.zone` plus a few variants, each flagged registered or not. */
  suggestions(label: string, zone: string): { name: string; registered: boolean }[] {
    const candidates = [label, `${label}-1`, `${label}-app`, `the-${label}`, `${label}${label.length}`]
    return candidates.map((c) => ({ name: `${c}.${zone}`, registered: this.names.has(`${c}.${zone}`) }))
  }

  private save(): void {
    mkdirSync(dirname(this.file), { recursive: true })
    const tmp = `${this.file}.${process.pid}.tmp`
    writeFileSync(tmp, JSON.stringify({ names: [...this.names.values()] }, null, 2))
    renameSync(tmp, this.file)
  }
}
