import type { DevtoolsDock } from './devtoolsOptions'

export interface PanelController {
  readonly open: boolean
  readonly dock: DevtoolsDock
  setOpen(open: boolean): void
  setDock(dock: DevtoolsDock): void
  subscribe(listener: () => void): () => void
  /** A value that changes whenever anything does, for `useSyncExternalStore`. */
  snapshot(): string
}

/** Whether the panel is open and where it is docked, shared by the mount's API and the React tree. */
export function createPanelController(initial: { open: boolean; dock: DevtoolsDock }): PanelController {
  let { open, dock } = initial
  const listeners = new Set<() => void>()
  const changed = () => listeners.forEach(listener => listener())
  return {
    get open() {
      return open
    },
    get dock() {
      return dock
    },
    setOpen(next) {
      if (next === open) return
      open = next
      changed()
    },
    setDock(next) {
      if (next === dock) return
      dock = next
      changed()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    snapshot: () => `${open}:${dock}`,
  }
}
