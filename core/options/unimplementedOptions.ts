import type { AppKitOptions } from '../schemas/optionsSchema'
import { warnIntegrator } from './warnIntegrator'

/**
 * AppKit options this build accepts, so an AppKit integration migrates unchanged, whose effect a
 * feature brings: each feature's manifest declares the ones it implements (its `options`), and the
 * composition root tells core which those are (`AppKitEnvironment.featureOptions`). One set that
 * no feature of the instance implements does nothing, and the integrator is told so. Options core
 * or the shell implement are not listed: they always work.
 */
export const FEATURE_OPTIONS = [
  'features.smartSessions',
  'enableCoinbase',
  'coinbasePreference',
  'enableWalletGuide',
  'manualWCControl',
  'experimental_preferUniversalLinks',
  'features.allWallets',
  'features.receive',
  'features.history',
  'features.send',
  'features.email',
  'features.socials',
  'features.swaps',
  'features.onramp',
  'features.pay',
  'features.analytics',
  'siwx',
  'siweConfig',
] as const

export type FeatureOption = (typeof FEATURE_OPTIONS)[number]

/**
 * The options the features implement, as the composition root knows them: at once, or loaded
 * (the React entries read them from the feature catalogue, a chunk of its own).
 */
export type FeatureOptionsSource = readonly string[] | (() => Promise<readonly string[]>)

/** The feature options no feature in `implemented` declares, in the list's order. */
export function unimplementedOptions(implemented: readonly string[]): FeatureOption[] {
  return FEATURE_OPTIONS.filter(option => !implemented.includes(option))
}

/** The unimplemented options `input` sets (to any value but undefined), in the list's order. */
function unimplementedOptionsSet(input: AppKitOptions, implemented: readonly string[] = []): FeatureOption[] {
  return unimplementedOptions(implemented).filter(path => {
    let value: unknown = input
    for (const key of path.split('.')) value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined
    return value !== undefined
  })
}

/** Why an option does nothing here, where there is more to say than that it is not built yet. */
const REASONS: Partial<Record<FeatureOption, string>> = {
  enableCoinbase:
    'it configures the Coinbase Wallet SDK connector, which Vestibule does not ship (Coinbase Wallet connects through its browser extension or WalletConnect)',
  coinbasePreference:
    'it configures the Coinbase Wallet SDK connector, which Vestibule does not ship (Coinbase Wallet connects through its browser extension or WalletConnect)',
  enableWalletGuide: 'it shows or hides AppKit\'s "Haven\'t got a wallet?" guide, a view Vestibule does not draw',
  manualWCControl: 'the WalletConnect connector always runs the pairing itself',
  experimental_preferUniversalLinks: "a wallet opens through its directory entry's mobile link (universal or native, as the directory gives it)",
}

function unimplementedOptionMessage(option: FeatureOption): string {
  const reason = REASONS[option]
  return reason
    ? `\`${option}\` is accepted but has no effect in this build: ${reason}.`
    : `\`${option}\` is accepted but not implemented in this build; it has no effect.`
}

/**
 * Warns once per unimplemented option the integrator set, at the default log level (issue 11:
 * accepted options must not be silently ignored). Called once per instance, with the options as
 * given, so a default is never reported as the integrator's choice, and the options the instance's
 * features implement.
 *
 * @example
 * warnUnimplementedOptions({ projectId, networks, features: { smartSessions: true } }, ['features.swaps'])
 * // console.warn: [vestibule] `features.smartSessions` is accepted but not implemented in this build; it has no effect.
 */
export function warnUnimplementedOptions(input: AppKitOptions, implemented: readonly string[] = [], warn: (message: string) => void = warnIntegrator): void {
  for (const option of unimplementedOptionsSet(input, implemented)) warn(unimplementedOptionMessage(option))
}

/**
 * `warnUnimplementedOptions` with the options the features implement, read from `source`; a loaded
 * source is read only when the integrator set a feature option at all, so a page that sets none
 * loads nothing for it.
 */
export async function warnUnimplementedOptionsFrom(input: AppKitOptions, source: FeatureOptionsSource = []): Promise<void> {
  if (typeof source !== 'function') return warnUnimplementedOptions(input, source)
  if (unimplementedOptionsSet(input).length === 0) return
  warnUnimplementedOptions(input, await source())
}
