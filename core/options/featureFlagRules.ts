/**
 * How a feature's `features` flags take a change after `createAppKit` (AppKit's `updateFeatures`),
 * as its manifest declares it; a flag no rule names is read live from state, so a change shows at once.
 */
export interface FeatureFlagRule {
  /** The flags (`'swaps'`; the embedded wallet's `'email'` and `'socials'` together). */
  readonly flags: readonly string[]
  /**
   * `'code'`: the feature's code joined at start only if one of its flags was on, so turning one on
   * later cannot take effect (turning it off works). `'once'`: read once, when the feature starts,
   * whichever way it changes.
   */
  readonly afterStart: 'code' | 'once'
}

/** The rules, as the composition root knows them: at once, or loaded with the feature catalogue. */
export type FeatureFlagRulesSource = readonly FeatureFlagRule[] | (() => Promise<readonly FeatureFlagRule[]>)

/** The rules `source` gives; none without a source (an instance with no features). */
export async function readFeatureFlagRules(source: FeatureFlagRulesSource | undefined): Promise<readonly FeatureFlagRule[]> {
  return typeof source === 'function' ? source() : (source ?? [])
}
