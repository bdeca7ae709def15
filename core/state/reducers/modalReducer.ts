import { defineHandlers } from './defineHandlers'

/** What the modal's events change besides `state.modal`, which only the router writes (core/state/router). */
export const modalHandlers = defineHandlers({
  // Closing forgets connection attempts, so reopening starts afresh.
  'modal/closed': draft => {
    draft.connectionAttempts = {}
  },
})
