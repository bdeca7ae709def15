import type { AppKitOptions } from './optionsSchema'
import { warnIntegrator } from './warnIntegrator'

/**
 * Options this build accepts, so an AppKit integration migrates unchanged, but that no plugin or
 * view implements yet. A feature that lands takes its names out of this list.
 */
export const UNIMPLEMENTED_OPTIONS = [
  'features.smartSessions',
  'enableCoinbase',
  'coinbasePreference',
  'enableWalletGuide',
  'manualWCControl',
  'experimental_preferUniversalLinks',
] as const

export type UnimplementedOption = (typeof UNIMPLEMENTED_OPTIONS)[number]

/** The unimplemented options `input` sets (to any value but undefined), in the list's order. */
export function unimplementedOptionsSet(input: AppKitOptions): UnimplementedOption[] {
  return UNIMPLEMENTED_OPTIONS.filter(path => {
    let value: unknown = input
    for (const key of path.split('.')) value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined
    return value !== undefined
  })
}

/** Why an option does nothing here, where there is more to say than that it is not built yet. */
const REASONS: Partial<Record<UnimplementedOption, string>> = {
  enableCoinbase: 'it configures the Coinbase Wallet SDK connector, which Vestibule does not ship (Coinbase Wallet connects through its browser extension or WalletConnect)',
  coinbasePreference: 'it configures the Coinbase Wallet SDK connector, which Vestibule does not ship (Coinbase Wallet connects through its browser extension or WalletConnect)',
  enableWalletGuide: "it shows or hides AppKit's \"Haven't got a wallet?\" guide, a view Vestibule does not draw",
  manualWCControl: 'the WalletConnect connector always runs the pairing itself',
  experimental_preferUniversalLinks: "a wallet opens through its directory entry's mobile link (universal or native, as the directory gives it)",
}

export function unimplementedOptionMessage(option: UnimplementedOption): string {
  const reason = REASONS[option]
  return reason
    ? `\`${option}\` is accepted but has no effect in this build: ${reason}.`
    : `\`${option}\` is accepted but not implemented in this build; it has no effect.`
}

/**
 * Warns once per unimplemented option the integrator set, at the default log level (issue 11:
 * accepted options must not be silently ignored). Called once per instance, with the options as
 * given, so a default is never reported as the integrator's choice.
 *
 * @example
 * warnUnimplementedOptions({ projectId, networks, features: { smartSessions: true } })
 * // console.warn: [vestibule] `features.smartSessions` is accepted but not implemented in this build; it has no effect.
 */
export function warnUnimplementedOptions(input: AppKitOptions, warn: (message: string) => void = warnIntegrator): void {
  for (const option of unimplementedOptionsSet(input)) warn(unimplementedOptionMessage(option))
}
