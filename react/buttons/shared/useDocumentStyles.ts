import { useInsertionEffect } from 'react'
import { adoptStyles } from '../../styles/adoptStyles'

/**
 * The buttons render in the host page, not in the modal's shadow root: their rules go to the
 * document (once; the same constructed sheet the modal adopts). An insertion effect, so the CSS
 * is there before the first paint, and never runs during server rendering.
 */
export function useDocumentStyles(): void {
  useInsertionEffect(() => adoptStyles(document), [])
}
