/** SPEC §9: the frame has 20 s to load and announce itself. */
export const FRAME_LOAD_TIMEOUT_MS = 20_000
/** SPEC §9: email, device, OTP, social requests (and, as the same wait on the visitor, RPC) get 2 min. */
export const FRAME_REQUEST_TIMEOUT_MS = 120_000
/** SPEC §4, §9: sign-out is waited for at most 3 s. */
export const FRAME_SIGN_OUT_TIMEOUT_MS = 3_000
/**
 * A frame document that loaded but has not announced itself (FRAME_READY) this long after its load
 * event never will: it fails then rather than at SPEC §9's 20 s.
 */
export const FRAME_READY_AFTER_LOAD_TIMEOUT_MS = 5_000
/**
 * SPEC §4 restore: the frame's answers (IS_CONNECTED, GET_USER) to a silent sync are waited for this
 * long after it is initialised (SPEC §8's default request timeout, 10 s), not SPEC §9's 2 min of a
 * visitor's step: a frame that never answers must not keep a reload "connecting".
 */
export const FRAME_RESTORE_TIMEOUT_MS = 10_000
/** SPEC §4, §9: the frame counts as initialised 500 ms after FRAME_READY. */
export const FRAME_READY_DELAY_MS = 500
/** SPEC §5, §9: one email login per 30 s. */
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000
/** The embedded wallet's connector id (SPEC §3 connector of type AUTH). */
export const EMBEDDED_CONNECTOR_ID = 'embedded'
