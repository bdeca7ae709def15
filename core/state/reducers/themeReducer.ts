import { defineHandlers } from './defineHandlers'

export const themeHandlers = defineHandlers({
  'theme/mode-changed': (draft, { payload }) => {
    draft.theme.themeMode = payload.themeMode
  },
  // Merged, as AppKit's setThemeVariables does, so one call can change one variable.
  'theme/variables-changed': (draft, { payload }) => {
    Object.assign(draft.theme.themeVariables, payload.themeVariables)
  },
})
