import { analyticsFeature } from './analytics'
import { featureFlagRules, featureOptions, type FeatureDefinition } from '../featureHost/defineFeature'
import type { FeatureFlagRule } from '../../core/options/featureFlagRules'
import { embeddedWalletFeature } from './embeddedWallet'
import { imagesFeature } from './images'
import { namesFeature } from './names'
import { onrampFeature } from './onramp'
import { payFeature } from './pay'
import { portfolioFeature } from './portfolio'
import { profileWalletsFeature } from './profileWallets'
import { receiveFeature } from './receive'
import { sendFeature } from './send'
import { siwxFeature } from './siwx'
import { swapsFeature } from './swaps'
import { switchAddressFeature } from './switchAddress'
import { walletDirectoryFeature } from './walletDirectory'

/** The first-party features a React host gets, each turned on or off by the app's options. */
export const FIRST_PARTY_FEATURES: readonly FeatureDefinition[] = [
  imagesFeature,
  walletDirectoryFeature,
  embeddedWalletFeature,
  receiveFeature,
  profileWalletsFeature,
  switchAddressFeature,
  portfolioFeature,
  analyticsFeature,
  namesFeature,
  sendFeature,
  swapsFeature,
  onrampFeature,
  payFeature,
  siwxFeature,
]

/** The AppKit options they implement, which core does not warn about (read with the catalogue, a chunk of its own). */
export const FIRST_PARTY_FEATURE_OPTIONS: readonly string[] = featureOptions(FIRST_PARTY_FEATURES)

/** How their flags take a change after start, which core's `updateFeatures` follows. */
export const FIRST_PARTY_FLAG_RULES: readonly FeatureFlagRule[] = featureFlagRules(FIRST_PARTY_FEATURES)
