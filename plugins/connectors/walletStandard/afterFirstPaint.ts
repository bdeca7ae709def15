/**
 * Resolves once the browser reports the page's first paint (the Paint Timing API's `first-paint`,
 * buffered, so a late caller resolves at once), or at once where nothing paints (node): the
 * wallet code must never compete with the page's first paint. Without the Paint Timing API, the
 * frame after the next two animation frames stands in; a hidden tab paints nothing and runs no
 * frames, so a timer ends the wait there.
 */
export function afterFirstPaint(fallbackMs = 1_000): Promise<void> {
  return new Promise(resolve => {
    if (typeof requestAnimationFrame !== 'function') return resolve()
    let observer: PerformanceObserver | undefined
    const done = () => {
      clearTimeout(timer)
      observer?.disconnect()
      resolve()
    }
    const timer = setTimeout(done, fallbackMs)
    if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      observer = new PerformanceObserver(list => {
        if (list.getEntries().some(entry => entry.name === 'first-paint' || entry.name === 'first-contentful-paint')) setTimeout(done, 0)
      })
      observer.observe({ type: 'paint', buffered: true })
      return
    }
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))
  })
}
