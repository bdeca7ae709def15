declare module 'vestibule' {
  interface VestibuleViewMap {
    /** SPEC §2 EmailLogin: the step after an email was sent, `otp` (the code) or `device` (approve this device). */
    EmailLogin: { email: string; step: 'otp' | 'device' }
    /** SPEC §2, §6: a not-safe request waits for the visitor's approval, shown by the secure frame over this view. */
    ApproveTransaction: undefined
  }
}

export {}
