import { defineHandlers } from './defineHandlers'

/** The 150 ms hide-then-show swap of SPEC §4 is timing, so the view animates it from `serial`. */
export const snackbarHandlers = defineHandlers({
  'snackbar/shown': (draft, { payload }, state) => {
    draft.snackbar = { open: true, message: payload.message, variant: payload.variant, serial: state.snackbar.serial + 1 }
  },
  'snackbar/hidden': (draft, _event, state) => {
    draft.snackbar = { ...state.snackbar, open: false }
  },
})
