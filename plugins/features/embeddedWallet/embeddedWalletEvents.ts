declare module 'vestibule' {
  interface VestibuleViewMap {
    /** SPEC §2 EmailLogin: the step after an email was sent, `otp` (the code) or `device` (approve this device). */
    EmailLogin: { email: string; step: 'otp' | 'device' }
  }
}

export {}
