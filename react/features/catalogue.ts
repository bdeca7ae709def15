import { analyticsFeature } from './analytics'
import type { FeatureDefinition } from './defineFeature'
import { namesFeature } from './names'
import { walletDirectoryFeature } from './walletDirectory'

/** The first-party features a React host gets, each turned on or off by the app's options. */
export const FIRST_PARTY_FEATURES: readonly FeatureDefinition[] = [walletDirectoryFeature, analyticsFeature, namesFeature]
