import type { FeatureDefinition } from './defineFeature'
import { embeddedWalletFeature } from './embeddedWallet'
import { walletDirectoryFeature } from './walletDirectory'

/** The first-party features a React host gets, each turned on or off by the app's options. */
export const FIRST_PARTY_FEATURES: readonly FeatureDefinition[] = [walletDirectoryFeature, embeddedWalletFeature]
