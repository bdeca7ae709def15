import { VestibuleError } from './VestibuleError'

export type ActionTimeoutErrorParameters = {
  /** The headless action that waited: `connect`, `request`, `switchNetwork`. */
  action: string
  timeoutMs: number
  /** The SPEC §8 text that fits the action, if one does ('Failed to connect'). */
  shortMessage?: string | undefined
}

/**
 * A headless action whose answer never came: the wallet neither approved nor rejected in time.
 *
 * @example
 * ```ts
 * try {
 *   await appKit.connect({ connectorId })
 * } catch (error) {
 *   if (error instanceof ActionTimeoutError) showRetry()
 * }
 * ```
 */
export class ActionTimeoutError extends VestibuleError {
  override name = 'ActionTimeoutError'
  readonly action: string
  readonly timeoutMs: number

  constructor({ action, timeoutMs, shortMessage }: ActionTimeoutErrorParameters) {
    super(shortMessage ?? 'The request took too long to respond.', {
      details: `No answer to ${action} after ${timeoutMs / 1000} s.`,
      code: 'TIMEOUT',
    })
    this.action = action
    this.timeoutMs = timeoutMs
  }
}
