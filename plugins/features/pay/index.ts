// `vestibule/plugins/features/pay`: paying a recipient from the connected wallet (SPEC §1; off by default, §9).
import './payEvents'

export { payFeature } from './payPlugin'
export { paySlice } from './paySlice'
export { pay } from './payActions'
export type { PayReturnType } from './payActions'
export type { PayParameters, PayState, PayStatus } from './payState'
