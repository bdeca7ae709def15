/** `0xf39F…2266`: enough of an address for a person to recognise it in a prompt. */
export function shortAddress(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`
}
