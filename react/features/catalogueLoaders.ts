import type { AppKitEnvironment } from '../../core'

/** The first-party features, a chunk of its own loaded when needed (see startFeatures). */
const loadCatalogue = () => import('./catalogue')

export const loadFirstPartyFeatures = () => loadCatalogue().then(catalogue => catalogue.FIRST_PARTY_FEATURES)

/**
 * What the entries tell core about those features, read from the catalogue only when core needs
 * it: the options they implement (core warns about the others) and how their flags take a change
 * after start (`updateFeatures`).
 */
export const FIRST_PARTY_ENVIRONMENT: Pick<AppKitEnvironment, 'featureOptions' | 'featureFlagRules'> = {
  featureOptions: () => loadCatalogue().then(catalogue => catalogue.FIRST_PARTY_FEATURE_OPTIONS),
  featureFlagRules: () => loadCatalogue().then(catalogue => catalogue.FIRST_PARTY_FLAG_RULES),
}
