import { toAppKitEvent, type AnalyticsEvent, type AnalyticsMapping, type VestibuleEvent, type VestibuleState } from 'vestibule/plugin'

/** The event under AppKit's name and properties, as the instance's `subscribeEvents` gives it: one mapping for both. */
function tracked(event: VestibuleEvent, state: VestibuleState): AnalyticsEvent | undefined {
  const appKitEvent = toAppKitEvent(event, state)
  if (!appKitEvent) return undefined
  const { event: name, properties } = appKitEvent.data
  if (!properties) return { event: name }
  return { event: name, properties: Object.fromEntries(Object.entries(properties).filter(([, value]) => value !== undefined)) as AnalyticsEvent['properties'] }
}

/**
 * SPEC §7's tracked events that core dispatches: modal open and close, connect success, network
 * switch. Never modal-created (`app/initialized`). Features declare theirs in their plugin's
 * `analytics` (the wallet directory tracks its search); `state` is the state the event produced.
 */
export function coreAnalyticsMapping(state: () => VestibuleState): AnalyticsMapping {
  return {
    'modal/open-requested': event => tracked(event, state()),
    'modal/closed': event => tracked(event, state()),
    'connection/succeeded': event => tracked(event, state()),
    'network/switched': event => tracked(event, state()),
  }
}
