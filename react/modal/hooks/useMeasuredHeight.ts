import { useEffect, useState, type RefObject } from 'react'

/**
 * The element's height, kept current by a ResizeObserver, so the modal can animate its own height
 * to it (SPEC §2: 150 ms). Undefined until the observer's first report, so the first frame takes
 * its natural height. Nothing reads layout here: the observer reports sizes after the browser's
 * own layout, where a read on open would force one synchronously (it cost a third of the open).
 */
export function useMeasuredHeight(ref: RefObject<HTMLElement | null>, active: boolean): number | undefined {
  const [height, setHeight] = useState<number | undefined>(undefined)
  useEffect(() => {
    const element = ref.current
    if (!active || !element || typeof ResizeObserver !== 'function') {
      setHeight(undefined)
      return
    }
    const observer = new ResizeObserver(([entry]) => {
      const size = entry?.borderBoxSize?.[0]?.blockSize ?? entry?.contentRect.height
      if (size !== undefined) setHeight(Math.round(size))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, active])
  return height
}
