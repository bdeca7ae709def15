// `vestibule/plugins/features/names`: account names (SPEC §2, §5, §7, §8; eip155 only, §9).
import './namesEvents'

export { names, NAMES_PLUGIN_NAME } from './namesPlugin'
export type { NamesPluginParameters } from './namesPlugin'
export { namesSlice } from './namesSlice'
export { selectNames } from './namesSelectors'
export { lookupName, registerName } from './namesActions'
export type { LookupNameParameters, RegisterNameContext, RegisterNameParameters } from './namesActions'
export { fullNameOf, isValidName, toCoinType } from './namesRules'
export type { NameLookup, NameSuggestion, NamesState } from './namesState'
export { NAME_SUFFIX, SUGGESTIONS_DEBOUNCE_MS } from './namesConstants'
