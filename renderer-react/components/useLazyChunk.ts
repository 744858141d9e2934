import { useEffect, useState } from 'react'
import type { LazyChunk } from '../../core/lazy.ts'

/**
 * The chunk for a render: at once if it has loaded, else `undefined` while this component starts
 * (or joins) its load and renders again when it is in. A failed load leaves `undefined` (the
 * component keeps its stand-in) and is tried again by the next component that mounts. No chunk
 * (`undefined`): nothing is loaded and the value is `undefined`.
 */
export function useLazyChunk<T>(chunk: LazyChunk<T> | undefined, onError: (error: unknown) => void): T | undefined {
  const [, setArrived] = useState<T>()
  const value = chunk?.loaded()
  useEffect(() => {
    if (!chunk || value !== undefined) return
    let live = true
    chunk.load().then(
      (loaded) => live && setArrived(() => loaded),
      (error: unknown) => live && onError(error),
    )
    return () => {
      live = false
    }
  }, [chunk, value, onError])
  return value
}
