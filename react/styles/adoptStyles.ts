/// <reference path="../../types/vestibule-styles.d.ts" />
// Kept apart from every linaria file: wyw evaluates the modules a style imports, and the virtual
// module exists only in the bundler.
import cssText from 'virtual:vestibule-styles'

const STYLE_ATTRIBUTE = 'data-vestibule-styles'

let sharedSheet: CSSStyleSheet | null | undefined

/** One constructed sheet for the document and every shadow root, parsed once; null where unsupported. */
function constructedSheet(): CSSStyleSheet | null {
  if (sharedSheet === undefined) {
    sharedSheet = null
    if (typeof CSSStyleSheet === 'function' && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
      try {
        const sheet = new CSSStyleSheet()
        sheet.replaceSync(cssText)
        sharedSheet = sheet
      } catch {
        // Old engines throw on the constructor: the <style> fallback below takes over.
      }
    }
  }
  return sharedSheet
}

/**
 * Adopts the CSS linaria extracted into a shadow root (the modal) or the document (the buttons,
 * which render in the host page), once per root. Without constructable stylesheets a `<style>` is
 * appended to the shadow root, or to `document.head` for the document.
 */
export function adoptStyles(root: ShadowRoot | Document): void {
  const sheet = constructedSheet()
  if (sheet && 'adoptedStyleSheets' in root) {
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
    return
  }
  const parent = root instanceof Document ? root.head : root
  if (parent.querySelector(`style[${STYLE_ATTRIBUTE}]`)) return
  const style = (root instanceof Document ? root : root.ownerDocument).createElement('style')
  style.setAttribute(STYLE_ATTRIBUTE, '')
  style.textContent = cssText
  parent.append(style)
}
