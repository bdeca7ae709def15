import { useState, useSyncExternalStore, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react'
import type { PanelController } from '../panelController'

const MIN_SIZE = 160
const DEFAULT_SIZE = { bottom: 320, right: 520 } as const
const KEY_STEP = 24

/** The docked frame: at the bottom or the right edge, resized by dragging its edge or with arrow keys. */
export function PanelFrame({ controller, children }: { controller: PanelController; children: ReactNode }) {
  useSyncExternalStore(controller.subscribe, controller.snapshot)
  const dock = controller.dock
  const [sizes, setSizes] = useState<Record<'bottom' | 'right', number>>({ ...DEFAULT_SIZE })
  const size = sizes[dock]
  const max = () => (dock === 'bottom' ? window.innerHeight : window.innerWidth) - 40
  const resize = (next: number) => setSizes(current => ({ ...current, [dock]: Math.max(MIN_SIZE, Math.min(max(), Math.round(next))) }))

  const onPointerDown = (down: PointerEvent<HTMLDivElement>) => {
    down.preventDefault()
    const handle = down.currentTarget
    handle.setPointerCapture(down.pointerId)
    const move = (event: globalThis.PointerEvent) => resize(dock === 'bottom' ? window.innerHeight - event.clientY : window.innerWidth - event.clientX)
    const up = () => {
      handle.removeEventListener('pointermove', move)
      handle.removeEventListener('pointerup', up)
    }
    handle.addEventListener('pointermove', move)
    handle.addEventListener('pointerup', up)
  }
  const onKeyDown = (key: KeyboardEvent) => {
    const grow: Readonly<Record<string, number>> = dock === 'bottom' ? { ArrowUp: 1, ArrowDown: -1 } : { ArrowLeft: 1, ArrowRight: -1 }
    const step = grow[key.key]
    if (!step) return
    key.preventDefault()
    resize(size + step * KEY_STEP)
  }

  return (
    <section className="panel" data-dock={dock} aria-label="Vestibule devtools" style={dock === 'bottom' ? { height: size } : { width: size }}>
      <div
        className="resizer"
        role="separator"
        aria-label="Resize devtools"
        aria-orientation={dock === 'bottom' ? 'horizontal' : 'vertical'}
        aria-valuenow={size}
        aria-valuemin={MIN_SIZE}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onKeyDown={onKeyDown}
      />
      {children}
    </section>
  )
}
