/** SPEC §9: registered names carry a fixed domain suffix (the hosted service's). */
export const NAME_SUFFIX = '.reown.id' as const
/** Suggestions wait until typing pauses this long (SPEC §7 suggestions "while typing", debounced). */
export const SUGGESTIONS_DEBOUNCE_MS = 300 as const
/** The profile API version AppKit asks for (SPEC §7 `apiVersion`). */
export const PROFILE_API_VERSION = '2' as const
