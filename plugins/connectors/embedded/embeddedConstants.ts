/** SPEC §9: the frame has 20 s to load and announce itself. */
export const FRAME_LOAD_TIMEOUT_MS = 20_000
/** SPEC §9: email, device, OTP, social requests (and, as the same wait on the visitor, RPC) get 2 min. */
export const FRAME_REQUEST_TIMEOUT_MS = 120_000
/** SPEC §4, §9: sign-out is waited for at most 3 s. */
export const FRAME_SIGN_OUT_TIMEOUT_MS = 3_000
/** SPEC §4, §9: the frame counts as initialised 500 ms after FRAME_READY. */
export const FRAME_READY_DELAY_MS = 500
/** SPEC §5, §9: one email login per 30 s. */
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000
/** The embedded wallet's connector id (SPEC §3 connector of type AUTH). */
export const EMBEDDED_CONNECTOR_ID = 'embedded'
