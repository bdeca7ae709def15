import type { Eip1193Provider } from '../eip1193/eip1193Types'

/** An EIP-1193 provider as far as a script can tell: an object with a `request` function. */
export const isProvider = (value: unknown): value is Eip1193Provider =>
  typeof value === 'object' && value !== null && typeof (value as Eip1193Provider).request === 'function'
