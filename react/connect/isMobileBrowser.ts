/** SPEC §5 treats some wallets differently on mobile; the modal renders on the client only, so the user agent is there. */
export function isMobileBrowser(): boolean {
  return typeof navigator !== 'undefined' && /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)
}
