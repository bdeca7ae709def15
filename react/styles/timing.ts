/**
 * How long a snackbar stays before it hides itself (AppKit's w3m-snackbar waits about this long).
 * SPEC §4 gives only the 150 ms swap; core/constants.ts has no value for this, so it lives here.
 */
export const SNACKBAR_AUTO_HIDE_MS = 2_500
