import { defineHandlers } from './defineHandlers'

/** The 150 ms hide-then-show swap of SPEC §4 is timing, so the view animates it from `serial`. */
export const snackbarHandlers = defineHandlers({
  'snackbar/shown': (draft, { payload }) => {
    draft.snackbar.open = true
    draft.snackbar.message = payload.message
    draft.snackbar.variant = payload.variant
    draft.snackbar.serial += 1
  },
  'snackbar/hidden': draft => {
    draft.snackbar.open = false
  },
})
