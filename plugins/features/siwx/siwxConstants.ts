/** The plugin's name (`features/siwx`), as the feature catalogue knows it. */
export const SIWX_PLUGIN_NAME = 'features/siwx'
/** How long a hosted session lasts unless the integrator says otherwise (AppKit's default: 7 days). */
export const DEFAULT_SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000
/** Where this browser keeps its hosted sessions (message, signature and the API's id). */
export const SIWX_SESSIONS_KEY = '@vestibule/siwx/sessions' as const
