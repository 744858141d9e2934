import { defineEvent } from './define.ts'
import { s } from './schema.ts'

/**
 * Network and social-provider images fetched from the wallet-list service's asset images
 * (SPEC.md §7 `/public/getAssetImage/{id}`) → object URL, by what shows them: a network by its
 * CAIP network id, a social provider by its id.
 */
export const imagesLoaded = defineEvent('assets/imagesLoaded', { images: s.record(s.string()) })
