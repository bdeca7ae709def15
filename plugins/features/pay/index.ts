// `vestibule/plugins/features/pay`: paying a recipient from the connected wallet or through an exchange (SPEC §1; off by default, §9).
import './payEvents'

export { payFeature } from './payPlugin'
export { paySlice } from './paySlice'
export { pay } from './payActions'
export { getExchanges, payWithExchange } from './payExchangeActions'
export type { PayReturnType } from './payActions'
export type { GetExchangesParameters, PayWithExchangeOptions } from './payExchangeActions'
export type { PayExchange, PayParameters, PayState, PayStatus } from './payState'
