/**
 * `known` (image id → URL) with the fetched `images` joined, or `undefined` when they add nothing
 * (every one known already), so an answer the state holds changes nothing. A '__proto__' key would
 * reach the prototype: it is no image id.
 *
 * @example
 * withImages({ a: 'blob:1' }, { a: 'blob:1' }) // undefined
 * withImages({ a: 'blob:1' }, { b: 'blob:2' }) // { a: 'blob:1', b: 'blob:2' }
 */
export function withImages(known: Readonly<Record<string, string>>, images: Readonly<Record<string, string>>): Record<string, string> | undefined {
  let joined: Record<string, string> | undefined
  for (const [id, url] of Object.entries(images)) {
    if (id !== '__proto__' && known[id] !== url) (joined ??= { ...known })[id] = url
  }
  return joined
}
