import { withImages } from '../rules/withImages.ts'
import type { Handler } from './draft.ts'

/** Fetched asset images join the ones already known (replaced whole: nothing new, no change). */
export const imagesLoaded: Handler<'assets/imagesLoaded'> = (draft, event, base) => {
  const images = withImages(base.assetImages, event.images)
  if (images) draft.assetImages = images
}
