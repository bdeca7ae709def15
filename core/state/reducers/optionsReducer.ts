import { castDraft } from 'immer'
import { namespaceOf } from '../../events/caip'
import { defineHandlers } from './defineHandlers'

const on = (value: unknown) => (Array.isArray(value) ? value.length > 0 : value === true)

/** AppKit's runtime setters: options, remote features and networks changed after start, as events. */
export const optionsHandlers = defineHandlers({
  'options/updated': (draft, { payload: { options } }) => {
    if (!draft.options) return
    const { features, ...rest } = options
    Object.assign(draft.options, castDraft(rest))
    if (features) Object.assign(draft.options.features, castDraft(features))
  },
  'config/remote-features-updated': (draft, { payload: { features } }, state) => {
    if (draft.remoteFeatures) return void Object.assign(draft.remoteFeatures, castDraft(features))
    // SPEC §6: until the project configuration answers (or with no project id), the local options
    // decide each remote feature, so the update lands on them, under their local names.
    const local = draft.options?.features
    if (!local || state.options?.basic) return
    if (features.email !== undefined) local.email = features.email
    if (features.socials !== undefined) local.socials = castDraft(features.socials)
    if (features.swaps !== undefined) local.swaps = on(features.swaps)
    if (features.onramp !== undefined) local.onramp = on(features.onramp)
    if (features.activity !== undefined) local.history = features.activity
    if (features.reownBranding !== undefined) local.reownBranding = features.reownBranding
  },
  'network/added': (draft, { payload: { network } }) => {
    if (!draft.options || draft.options.networks.some(known => known.caipNetworkId === network.caipNetworkId)) return
    draft.options.networks.push(castDraft(network))
  },
  'network/removed': (draft, { payload: { caipNetworkId } }, state) => {
    const networks = state.options?.networks ?? []
    const remaining = networks.filter(network => network.caipNetworkId !== caipNetworkId)
    const namespace = namespaceOf(caipNetworkId)
    // A namespace the app serves keeps a network (SPEC §1: `networks` is never empty; its connectors need one).
    if (!draft.options || remaining.length === networks.length || !remaining.some(network => network.chainNamespace === namespace)) return
    draft.options.networks = castDraft(remaining)
    if (state.activeCaipNetworkId !== caipNetworkId) return
    if (state.accounts[namespace]?.status === 'connected') {
      // The wallet stays where it is: now a network the app does not support (SPEC §4).
      draft.unsupportedNetwork = !state.options?.allowUnsupportedChain
      return
    }
    // As AppKit's: nothing connected, the namespace's first remaining network becomes active.
    const next = remaining.find(network => network.chainNamespace === namespace)!
    draft.activeCaipNetworkId = next.caipNetworkId
    draft.activeNamespace = next.chainNamespace
  },
})
