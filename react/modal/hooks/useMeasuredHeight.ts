import { useLayoutEffect, useState, type RefObject } from 'react'

/**
 * The element's height, kept current by a ResizeObserver, so the modal can animate its own height
 * to it (SPEC §2: 150 ms). Undefined until measured, so the first frame takes its natural height
 * instead of growing from zero.
 */
export function useMeasuredHeight(ref: RefObject<HTMLElement | null>, active: boolean): number | undefined {
  const [height, setHeight] = useState<number | undefined>(undefined)
  useLayoutEffect(() => {
    const element = ref.current
    if (!active || !element) {
      setHeight(undefined)
      return
    }
    setHeight(element.offsetHeight)
    if (typeof ResizeObserver !== 'function') return
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight))
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, active])
  return height
}
