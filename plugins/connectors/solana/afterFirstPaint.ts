/**
 * Resolves once the page has painted its first frame (the frame after the next animation frame),
 * or at once where nothing paints (node): the Solana code must never compete with the page's
 * first paint. A hidden tab runs no animation frames, so a timer stands in for them there.
 */
export function afterFirstPaint(hiddenTabDelayMs = 1_000): Promise<void> {
  return new Promise(resolve => {
    if (typeof requestAnimationFrame !== 'function') return resolve()
    const timer = setTimeout(resolve, hiddenTabDelayMs)
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer)
        resolve()
      }, 0),
    )
  })
}
