// `vestibule/plugins/features/send`: Send (SPEC §1, §5, §8, §9).
import './sendEvents'

export { send } from './sendPlugin'
export { sendSlice } from './sendSlice'
export { selectSend, selectSendFiat, selectSendSource, selectSendTokens } from './sendSelectors'
export { checkAmount, checkReceiver, SEND_NAMESPACES } from './sendRules'
export { SendMessages } from './sendMessages'
export type { SendForm, SendPreview, SendPrices, SendState, SendStep, SendToken } from './sendState'
