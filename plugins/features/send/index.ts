// `vestibule/plugins/features/send`: Send (SPEC §1, §5, §8, §9).
import './sendEvents'

export { send } from './sendPlugin'
export { sendSlice } from './sendSlice'
export { selectSend, selectSendSource, selectSendTokens } from './sendSelectors'
export { checkAmount, checkReceiver, SEND_NAMESPACES } from './sendRules'
export { SendMessages } from './sendMessages'
export type { SendForm, SendPreview, SendState, SendStep, SendToken } from './sendState'
