import type { EmbeddedWalletState, EmbeddedWalletUserView } from './embeddedWalletState'

declare module 'vestibule' {
  interface VestibuleEventMap {
    /**
     * The secure frame's user (GET_USER, SPEC §3) as the modal shows it: how the visitor logged in,
     * the name to show, the account type and where smart accounts work. No key, code or session
     * secret: those stay in the frame.
     */
    'embeddedWallet/user-synced': EmbeddedWalletUserView
    /**
     * The secure frame failed a silent restore (SPEC §8 alert: it did not load, or did not answer in
     * time): the connection ended disconnected, and the email row tells the visitor so.
     */
    'embeddedWallet/frame-failed': { message: string }
  }

  interface VestibuleViewMap {
    /** SPEC §2 EmailLogin: the step after an email was sent, `otp` (the code) or `device` (approve this device). */
    EmailLogin: { email: string; step: 'otp' | 'device' }
    /** SPEC §2 UpdateEmailWallet: changing the embedded wallet's email (the current one is in the slice, not in view data). */
    UpdateEmailWallet: undefined
    /** SPEC §2, §6: a not-safe request waits for the visitor's approval, shown by the secure frame over this view. */
    ApproveTransaction: undefined
  }

  interface VestibuleSliceMap {
    embeddedWallet: EmbeddedWalletState
  }
}
