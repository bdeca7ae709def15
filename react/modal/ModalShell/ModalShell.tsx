import { useCallback, useEffect, useId, useRef, type MouseEvent, type PointerEvent } from 'react'
import type { VestibuleState } from '../../../core'
import { useAppKitInstance } from '../../instance/useAppKitInstance'
import { selectConnectors, selectModal, selectOptions } from '../../state/selectors'
import { useAppKitSelector } from '../../state/useAppKitSelector'
import { useHostTheme } from '../../theme/useHostTheme'
import { useLocaleAttributes, useT } from '../../i18n'
import { headerTitle, useRegisteredViewTitle } from '../../views/viewTitles'
import { viewDataCaipNetworkId, viewDataString } from '../../views/shared/viewData'
import { ConfigAlert } from '../ConfigAlert/ConfigAlert'
import { Header } from '../Header/Header'
import { Snackbar } from '../Snackbar/Snackbar'
import { ViewRouter } from '../ViewRouter/ViewRouter'
import { useDialogFocus } from '../hooks/useDialogFocus'
import { useEscapeToClose } from '../hooks/useEscapeToClose'
import { useFocusTrap } from '../hooks/useFocusTrap'
import { useMeasuredHeight } from '../hooks/useMeasuredHeight'
import { useOpeningViewKey } from '../hooks/useOpeningViewKey'
import { useShakeEnd } from '../hooks/useShakeEnd'
import { useWarmWhenIdle } from '../hooks/useWarmWhenIdle'
import { firstViewDrawn } from '../firstView'
import { bodyClass, cardClass, contentClass, overlayClass, rootClass } from './ModalShell.styles'
import { frameCardClass, frameOverlayClass, frameRootClass } from './modalFrame.styles'
import { cx } from '../../styles/cx'

const viewKeyOf = (modal: VestibuleState['modal']) => `${modal.history.length}:${modal.view}:${JSON.stringify(modal.data)}`

/**
 * The modal itself (SPEC §2), drawn from state: the themed root, and while open the overlay and
 * the card with header, snackbar and the current view. In embedded mode the card sits in the
 * page, always shown, with no overlay, no focus trap and nothing to close.
 */
export function ModalShell() {
  const appKit = useAppKitInstance()
  const modal = useAppKitSelector(selectModal)
  const options = useAppKitSelector(selectOptions)
  const connectors = useAppKitSelector(selectConnectors)
  const embedded = options?.enableEmbedded ?? false
  const shown = modal.isOpen
  // Closed, the card is still drawn (hidden, inert) once the page is idle: opening is then instant.
  const warm = useWarmWhenIdle()
  const drawn = shown || warm

  const rootRef = useRef<HTMLDivElement>(null)
  const dialogRef = useRef<HTMLDivElement>(null)
  const contentRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const viewKey = viewKeyOf(modal)
  const openingViewKey = useOpeningViewKey(shown, viewKey)
  const height = useMeasuredHeight(contentRef, shown)
  const close = useCallback(() => void appKit.close(), [appKit])
  const back = () => appKit.dispatch({ type: 'router/went-back', payload: {} })

  useHostTheme(rootRef)
  useDialogFocus(dialogRef, shown && !embedded, viewKey)
  useFocusTrap(dialogRef, shown && !embedded)
  useEscapeToClose(shown && !embedded, close)
  useShakeEnd(appKit, modal.shaking)
  useEffect(() => {
    if (shown) firstViewDrawn(appKit)
  }, [appKit, shown])
  // Embedded, the card is always there: whenever the router closes it, it reopens on its first view.
  useEffect(() => {
    if (embedded && options && !shown) void appKit.open()
  }, [appKit, embedded, options, shown])

  const t = useT()
  const locale = useLocaleAttributes()
  const viewTitle = useRegisteredViewTitle(modal.view)
  const title = headerTitle(modal.view, t, {
    connectorName: connectors.find(c => c.id === viewDataString(modal.data, 'connectorId'))?.name,
    networkName: options?.networks.find(n => n.caipNetworkId === viewDataCaipNetworkId(modal.data))?.name,
    viewTitle,
  })
  // Only a press that starts and ends on the backdrop closes: a text selection dragged out of the card does not.
  const pressedBackdrop = useRef(false)
  const onBackdropDown = (event: PointerEvent) => {
    pressedBackdrop.current = event.target === event.currentTarget
  }
  const onBackdropClick = (event: MouseEvent) => {
    if (pressedBackdrop.current && event.target === event.currentTarget) close()
  }

  const card = drawn && (
    <div
      ref={dialogRef}
      className={cx(frameCardClass, cardClass)}
      role={embedded ? 'region' : 'dialog'}
      aria-modal={embedded ? undefined : true}
      aria-labelledby={titleId}
      tabIndex={-1}
      data-shaking={modal.shaking ? '' : undefined}
      data-embedded={embedded ? '' : undefined}
      inert={!shown}
    >
      <Header
        title={title}
        titleId={titleId}
        backLabel={t('header.back')}
        closeLabel={t('header.close')}
        onBack={modal.history.length > 1 ? back : undefined}
        onClose={embedded ? undefined : close}
      />
      <Snackbar />
      <ConfigAlert />
      <div className={bodyClass} style={{ height }}>
        <div ref={contentRef} className={contentClass}>
          <ViewRouter view={modal.view} viewKey={viewKey} direction={modal.direction} slideIn={viewKey !== openingViewKey} fallbackHeight={height} />
        </div>
      </div>
    </div>
  )

  return (
    // `lang` and `dir` on the root: the whole modal, header and views, mirrors for a right-to-left locale.
    <div ref={rootRef} className={cx(frameRootClass, rootClass)} lang={locale.lang} dir={locale.dir} data-vestibule-modal="">
      {embedded
        ? card
        : drawn && (
            <div className={cx(frameOverlayClass, overlayClass)} data-closed={shown ? undefined : ''} onPointerDown={onBackdropDown} onClick={onBackdropClick}>
              {card}
            </div>
          )}
    </div>
  )
}
