/**
 * `latch/eip155` — the eip155 adapter. The entry exists so hosts can already import it and the
 * build splits it; its connectors and flows land with the connect-and-send issue.
 */
export type { Adapter } from '../../core/adapter.ts'

/** The namespace this entry serves. */
export const NAMESPACE = 'eip155' as const
