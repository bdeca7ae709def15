// The public API of `vestibule/devtools`: listed by name, so it only grows on purpose. Its own
// entry: a host that does not import it ships none of it.
export { DEVTOOLS_TAG, InvalidDevtoolsOptionsError, mountDevtools } from './panel/mountDevtools'
export type { DevtoolsHandle } from './panel/mountDevtools'
export { DEFAULT_SHORTCUT } from './panel/devtoolsOptions'
export type { DevtoolsDock, DevtoolsScenario, MountDevtoolsOptions } from './panel/devtoolsOptions'

export { diffJson } from './panel/logic/diffJson'
export type { JsonChange, JsonDiff, JsonPath } from './panel/logic/diffJson'
export { recomputeWithout } from './panel/logic/recomputeWithout'
export type { RecomputeWithoutParameters } from './panel/logic/recomputeWithout'
// Redaction lives in core (exported logs are redacted there too); the panel's entry still offers it.
export { createEventRedactor, REDACTED, redactLogDocument, redactValue } from '../core/log/redactLog'
export { canonicalJson, comparableStateHash, stateHash } from './panel/logic/stateHash'
export { indexCausality } from './panel/logic/causeChain'
export type { CausalityIndex } from './panel/logic/causeChain'
export { generateMochaTest } from './panel/logic/generateMochaTest'
export type { GenerateMochaTestParameters } from './panel/logic/generateMochaTest'
