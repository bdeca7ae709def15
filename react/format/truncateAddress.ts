import { ADDRESS_TRUNCATE_END, ADDRESS_TRUNCATE_START } from '../../core/constants'

export interface TruncateAddressParameters {
  /** Characters kept at the start, `0x` included (AppKit's `charsStart`). */
  readonly start?: number
  readonly end?: number
}

/**
 * Middle-truncates an address as AppKit's `getTruncateString({ truncate: 'middle' })` does, with the
 * SPEC §9 counts (4 at the start, `0x` included, and 6 at the end). Short strings are kept whole.
 *
 * @example
 * truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // '0xf3…b92266'
 */
export function truncateAddress(address: string, { start = ADDRESS_TRUNCATE_START, end = ADDRESS_TRUNCATE_END }: TruncateAddressParameters = {}): string {
  if (address.length <= start + end) return address
  return `${address.slice(0, start)}…${address.slice(address.length - end)}`
}
