import { onStylesRegistered, registeredStyles } from './styleRegistry'

const STYLE_ATTRIBUTE = 'data-vestibule-styles'

let sharedSheet: CSSStyleSheet | null | undefined
/** The `<style>` elements of roots without constructable stylesheets, kept up to date too. */
const fallbackStyles = new Set<WeakRef<HTMLStyleElement>>()

/**
 * One constructed sheet for the document and every shadow root, null where unsupported. Made on
 * the first adoption from the CSS registered until then (one parse); what a lazy chunk registers
 * later is appended rule by rule, and every root that adopted the sheet sees it.
 */
function constructedSheet(): CSSStyleSheet | null {
  if (sharedSheet === undefined) {
    sharedSheet = null
    if (typeof CSSStyleSheet === 'function' && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
      try {
        const sheet = new CSSStyleSheet()
        sheet.replaceSync(registeredStyles())
        sharedSheet = sheet
      } catch {
        // Old engines throw on the constructor: the <style> fallback below takes over.
      }
    }
    onStylesRegistered(appendStyles)
  }
  return sharedSheet
}

/** CSS registered in the current task, not yet in the sheet: a chunk registers module by module. */
let pending: string[] = []

/**
 * Queues a module's CSS; the modules of one chunk evaluate in one task, so their rules reach the
 * sheet together, in one parse, in a microtask: before the chunk's `import()` resolves and anything
 * renders with them, and long before a frame is painted.
 */
function appendStyles(cssText: string): void {
  if (pending.length === 0) queueMicrotask(flushStyles)
  pending.push(cssText)
}

function flushStyles(): void {
  if (pending.length === 0) return
  const cssText = pending.join('\n')
  pending = []
  const sheet = sharedSheet
  if (sheet) {
    // The browser splits the text into rules (a sheet of its own, never adopted); appending them
    // leaves the rules already parsed alone, where replacing the text would re-parse them all.
    const parsed = new CSSStyleSheet()
    parsed.replaceSync(cssText)
    for (const rule of parsed.cssRules) {
      try {
        sheet.insertRule(rule.cssText, sheet.cssRules.length)
      } catch {
        // A rule the sheet refuses (none of ours) must not fail the chunk that registered it.
      }
    }
  }
  for (const reference of fallbackStyles) {
    const style = reference.deref()
    if (style) style.append(cssText)
    else fallbackStyles.delete(reference)
  }
}

/**
 * Adopts the CSS linaria extracted into a shadow root (the modal) or the document (the buttons,
 * which render in the host page), once per root; CSS registered later reaches it too. Without
 * constructable stylesheets a `<style>` is appended to the shadow root, or to `document.head` for
 * the document.
 */
export function adoptStyles(root: ShadowRoot | Document): void {
  const sheet = constructedSheet()
  flushStyles()
  if (sheet && 'adoptedStyleSheets' in root) {
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
    return
  }
  const parent = root instanceof Document ? root.head : root
  if (parent.querySelector(`style[${STYLE_ATTRIBUTE}]`)) return
  const style = (root instanceof Document ? root : root.ownerDocument).createElement('style')
  style.setAttribute(STYLE_ATTRIBUTE, '')
  style.textContent = registeredStyles()
  parent.append(style)
  fallbackStyles.add(new WeakRef(style))
}
