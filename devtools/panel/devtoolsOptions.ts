// `* as z`, not `{ z }`: the `z` object would keep all of zod (every locale) in the bundle
import * as z from 'zod/mini'

/** Something the host can make go wrong on purpose (the demo passes the sandbox's). */
export interface DevtoolsScenario {
  readonly id: string
  readonly label: string
  run(): Promise<void>
}

export type DevtoolsDock = 'bottom' | 'right'

export interface MountDevtoolsOptions {
  /** Defaults to the global `document`. */
  readonly document?: Document
  /** Open at start; default false. */
  readonly open?: boolean
  readonly dock?: DevtoolsDock
  /** Toggles the panel, e.g. `Alt+Shift+D` (the default); modifiers then one key. */
  readonly shortcut?: string
  /** Show the small floating button that opens the panel; default true. */
  readonly floatingButton?: boolean
  readonly scenarios?: readonly DevtoolsScenario[]
}

export const DEFAULT_SHORTCUT = 'Alt+Shift+D'

const scenarioSchema = z.object({
  id: z.string().check(z.minLength(1)),
  label: z.string().check(z.minLength(1)),
  run: z.custom<() => Promise<void>>(value => typeof value === 'function', 'Expected a function returning a promise'),
})

export const mountDevtoolsOptionsSchema = z.object({
  document: z.optional(z.custom<Document>(value => typeof value === 'object' && value !== null && 'createElement' in value, 'Expected a Document')),
  open: z.optional(z.boolean()),
  dock: z.optional(z.enum(['bottom', 'right'])),
  shortcut: z.optional(
    z
      .string()
      .check(
        z.regex(/^((Ctrl|Alt|Shift|Meta)\+)*[^+\s]+$/, 'Expected a shortcut such as Alt+Shift+D: modifiers (Ctrl, Alt, Shift, Meta) joined by +, then one key'),
      ),
  ),
  floatingButton: z.optional(z.boolean()),
  scenarios: z.optional(z.array(scenarioSchema)),
})

/** True when a keydown matches a shortcut such as `Alt+Shift+D` (by key code, so Alt's dead keys on macOS still match). */
export function matchesShortcut(event: Pick<KeyboardEvent, 'ctrlKey' | 'altKey' | 'shiftKey' | 'metaKey' | 'key' | 'code'>, shortcut: string): boolean {
  const parts = shortcut.split('+')
  const key = parts.pop()!
  const mods = new Set(parts)
  if (event.ctrlKey !== mods.has('Ctrl') || event.altKey !== mods.has('Alt') || event.shiftKey !== mods.has('Shift') || event.metaKey !== mods.has('Meta'))
    return false
  const code = key.length === 1 ? (/\d/.test(key) ? `Digit${key}` : `Key${key.toUpperCase()}`) : key
  return event.code === code || event.key.toLowerCase() === key.toLowerCase()
}
