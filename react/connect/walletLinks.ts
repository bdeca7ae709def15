/** Schemes a directory entry must never turn into a link, whatever it claims to be. */
const UNSAFE_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'about'])

export interface WalletLink {
  /** Opens the wallet on the pairing URI. */
  readonly href: string
  /** The wallet's own link, stored as the deep-link choice (SPEC §3) for later requests. */
  readonly base: string
}

const isHttpUrl = (url: string) => /^https?:\/\//i.test(url)

/**
 * The link that opens a wallet on a pairing URI, from a directory entry's `mobile_link`,
 * `desktop_link` or `webapp_link` (AppKit's formatNativeUrl / formatUniversalUrl): an http(s)
 * link is a universal link (`https://wallet.app/wc?uri=…`), anything else a native scheme
 * (`wallet://wc?uri=…`). A link with an unsafe scheme (`javascript:`…) or no shape gives undefined.
 *
 * @example
 * walletLink('rainbow:', 'wc:ab…@2?…')           // { href: 'rainbow://wc?uri=wc%3Aab…', base: 'rainbow://' }
 * walletLink('https://link.trustwallet.com', uri) // { href: 'https://link.trustwallet.com/wc?uri=…', … }
 */
export function walletLink(appUrl: string | null | undefined, uri: string): WalletLink | undefined {
  const link = appUrl?.trim()
  if (!link) return undefined
  const encoded = encodeURIComponent(uri)
  if (isHttpUrl(link)) {
    const base = link.endsWith('/') ? link : `${link}/`
    return { href: `${base}wc?uri=${encoded}`, base }
  }
  let base = link
  if (!base.includes('://')) base = `${base.replaceAll('/', '').replaceAll(':', '')}://`
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(base)?.[1]?.toLowerCase()
  if (!scheme || UNSAFE_SCHEMES.has(scheme)) return undefined
  if (!base.endsWith('/')) base = `${base}/`
  return { href: `${base}wc?uri=${encoded}`, base }
}
