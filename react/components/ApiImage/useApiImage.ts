import { useLayoutEffect, useState } from 'react'
import { API_IMAGES_KEY, FEATURES_LOADED_KEY, type ApiImageKind, type ApiImages } from '../../../core'
import { useAppKitInstance } from '../../instance/useAppKitInstance'

/**
 * An image of the hosted API (SPEC §7) as an object URL while the component shows it, from the
 * instance's image cache (core's `createApiImages`, put in the registry by the images feature once
 * the visitor has shown intent: before that nothing is requested and the caller's placeholder
 * stays). The blob is fetched once; the URL is shared by everyone showing the image and revoked when
 * the last one unmounts. Undefined until the image is there, or when there is none (404, 5xx, not
 * an image, slower than 2 s): the caller draws its placeholder and never waits.
 */
export function useApiImage(kind: ApiImageKind, id: string | undefined): string | undefined {
  const appKit = useAppKitInstance()
  const key = id ? `${kind}:${id}` : undefined
  const [shown, setShown] = useState<{ key?: string; url?: string }>({})
  // A layout effect: an image on show or kept (a row scrolled back in) is drawn before the first
  // paint; and not in render, where a render React throws away would hold a URL nobody releases.
  useLayoutEffect(() => {
    if (!id) return undefined
    let live = true
    let held: ApiImages | undefined
    const show = (images: ApiImages, url: string) => {
      held = images
      setShown({ key: `${kind}:${id}`, url })
    }
    const ready = appKit.registry.get(API_IMAGES_KEY)
    const now = ready?.acquireNow(kind, id)
    if (ready && now) show(ready, now)
    else {
      // The cache joins with the features, after intent; an instance without them never has one.
      void (appKit.registry.get(FEATURES_LOADED_KEY) ?? Promise.resolve())
        .then(() => appKit.registry.get(API_IMAGES_KEY))
        .then(async images => {
          const url = await images?.acquire(kind, id)
          if (!url || !images) return
          if (!live) return images.release(kind, id)
          show(images, url)
        })
    }
    return () => {
      live = false
      held?.release(kind, id)
    }
  }, [appKit, kind, id])
  // Another image asked for meanwhile: its placeholder, never the last one's (soon revoked) URL.
  return shown.key === key ? shown.url : undefined
}
