import { useState } from 'react'

/**
 * The key of the view the modal opened on, until the visitor leaves it (undefined while closed, and
 * after the first change of view). The card appears with that view in its first frame; every later
 * view, going back to the first included, slides in (SPEC §2's Next and Prev), so opening costs no
 * frame drawn at opacity 0.
 *
 * Derived during render (React's "storing information from previous renders"), not in an effect:
 * the opening frame must already know.
 */
export function useOpeningViewKey(shown: boolean, viewKey: string): string | undefined {
  const [opening, setOpening] = useState(() => ({ shown, key: shown ? viewKey : undefined }))
  let next = opening
  if (opening.shown !== shown) next = { shown, key: shown ? viewKey : undefined }
  else if (opening.key !== undefined && opening.key !== viewKey) next = { shown, key: undefined }
  if (next !== opening) setOpening(next)
  return next.key
}
