import { useCallback, useId, useLayoutEffect, useRef, type MouseEvent } from 'react'
import { useButtonText } from '../../buttons/shared/useButtonText'
import { useAppKitInstance } from '../../instance/useAppKitInstance'
import { selectModal } from '../../state/selectors'
import { useAppKitSelector } from '../../state/useAppKitSelector'
import { useHostTheme } from '../../theme/useHostTheme'
import { Header } from '../Header/Header'
import { currentOpener, handOverOpener } from '../hooks/dialogOpener'
import { useEscapeToClose } from '../hooks/useEscapeToClose'
import { frameCardClass, frameOverlayClass, frameRootClass } from '../ModalShell/modalFrame.styles'
import { placeholderRowClass, placeholderRowsClass } from './ModalCardPlaceholder.styles'

/** Rows held where the Connect view's wallet rows will be, so nothing jumps when it arrives. */
const ROWS = ['first', 'second', 'third', 'fourth'] as const

/**
 * The card a click paints in its own frame when the modal's chunk has not arrived yet (a click
 * from script in the button's first frame, issue 27): backdrop, card, header with the title and
 * Close, rows held in place. It is a dialog with focus from the start; Escape, Close and the
 * backdrop close it. The shell takes its place, in the same spot, as soon as its chunk is in.
 */
export function ModalCardPlaceholder() {
  const appKit = useAppKitInstance()
  const modal = useAppKitSelector(selectModal)
  const { t, localized } = useButtonText()
  const rootRef = useRef<HTMLDivElement>(null)
  const dialogRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  useHostTheme(rootRef)
  // Focus moves in at once; whoever had it gets it back when the card closes, or is handed over
  // to the modal that replaces the card.
  useLayoutEffect(() => {
    const opener = currentOpener()
    dialogRef.current?.focus({ preventScroll: true })
    return () => {
      if (appKit.getState().modal.isOpen) handOverOpener(opener)
      else if (opener?.isConnected) opener.focus({ preventScroll: true })
    }
  }, [appKit])
  const close = useCallback(() => void appKit.close(), [appKit])
  useEscapeToClose(true, close)
  const onBackdropClick = (event: MouseEvent) => {
    if (event.target === event.currentTarget) close()
  }
  // The title is known before the chunk for the view a click opens on; another view names itself once drawn.
  const title = modal.view === 'Connect' ? t('title.Connect') : ''
  return (
    <div ref={rootRef} className={frameRootClass} lang={localized.lang} dir={localized.dir} data-vestibule-modal="">
      <div className={frameOverlayClass} onClick={onBackdropClick}>
        <div ref={dialogRef} className={frameCardClass} role="dialog" aria-modal aria-labelledby={titleId} aria-busy tabIndex={-1} data-modal-placeholder="">
          <Header title={title} titleId={titleId} backLabel="" closeLabel={t('header.close')} onClose={close} />
          <div className={placeholderRowsClass}>
            {ROWS.map(row => (
              <div key={row} className={placeholderRowClass} />
            ))}
          </div>
        </div>
      </div>
    </div>
  )
}
