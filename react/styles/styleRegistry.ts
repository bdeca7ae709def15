// Every linaria stylesheet the page has loaded so far, in module-evaluation order. The build (see
// scripts/bundle.mjs) turns each module's extracted CSS into a call to `registerStyles`, made
// when that module evaluates: the connect-button page registers the buttons' and the modal's
// rules, and a lazy view's rules arrive with its chunk.

type Listener = (cssText: string) => void

const registered = new Set<string>()
const texts: string[] = []
const listeners = new Set<Listener>()

/**
 * Appends one module's CSS, once (the same text again adds nothing), and tells every listener.
 * A module registers after the modules it imports, so a `styled(Base)` rule follows the rule of
 * `Base`.
 */
export function registerStyles(cssText: string): void {
  if (registered.has(cssText)) return
  registered.add(cssText)
  texts.push(cssText)
  for (const listener of listeners) listener(cssText)
}

/** The CSS registered so far, in order, as one stylesheet. */
export function registeredStyles(): string {
  return texts.join('\n')
}

/** Calls `listener` with the CSS of each module registered from now on. */
export function onStylesRegistered(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
