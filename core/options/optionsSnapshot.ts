import type { ResolvedOptions } from './resolveOptions'

/** The JSON part of the options, as state and the event log hold them (no plugins, no callbacks). */
export type OptionsSnapshot = Omit<ResolvedOptions, 'plugins' | 'siweConfig' | 'siwx'> & {
  /** Whether sign-in (SIWX or SIWE) is configured; its callbacks stay outside state. */
  readonly siwx: boolean
}

export function toOptionsSnapshot(options: ResolvedOptions): OptionsSnapshot {
  const { plugins: _plugins, siweConfig, siwx, ...json } = options
  // A JSON round trip drops undefined keys, so state equals its own serialisation.
  return JSON.parse(JSON.stringify({ ...json, siwx: Boolean(siweConfig || siwx) }))
}
