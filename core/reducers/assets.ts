import type { Handler } from './draft.ts'

/** Fetched asset images join the ones already known. */
export const imagesLoaded: Handler<'assets/imagesLoaded'> = (draft, event) => {
  for (const [id, url] of Object.entries(event.images)) {
    // A key that would reach the prototype is no image id.
    if (id !== '__proto__') draft.assetImages[id] = url
  }
}
