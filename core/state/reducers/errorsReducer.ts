import { MAX_ERROR_ENTRIES } from '../state'
import { defineHandlers } from './defineHandlers'

export const errorsHandlers = defineHandlers({
  'error/raised': (draft, { payload, meta }) => {
    draft.errors.push({ plugin: payload.plugin, error: payload.error, seq: meta.seq })
    if (draft.errors.length > MAX_ERROR_ENTRIES) draft.errors.splice(0, draft.errors.length - MAX_ERROR_ENTRIES)
  },
})
