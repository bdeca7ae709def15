// What may become an `<img src>` or an `<a href>` in the modal. Image URLs come from the wallet
// directory, EIP-6963 announcements, identity answers and the app's own networks; legal URLs from
// the app. None is trusted: a `javascript:` link runs in the host page, and an image from a plain
// http or file address leaks the visitor's IP on a mixed page or reads what it should not.
// Allow-lists by prefix, no URL parsing: the buttons render images, so this is on the first
// download, and a prefix match also refuses what a parser would clean up (` java\tscript:`).

// https; http only to a loopback host (the local sandbox), where no `@` can move the host
// elsewhere; image data URIs, SVG included: an SVG shown through `<img>` runs no script and loads
// nothing (the HTML spec's secure animated mode), and EIP-6963 icons are SVG data URIs; object URLs
// (`blob:`), the images the modal fetched itself.
const SAFE_IMAGE =
  /^(https:|blob:|data:image\/(png|jpe?g|gif|webp|avif|bmp|x-icon|vnd\.microsoft\.icon|svg\+xml)[;,]|http:\/\/(localhost|127\.0\.0\.1|\[::1\]|[^/?#@]*\.localhost)(:\d+)?([/?#]|$))/i
const SAFE_LINK = /^https?:\/\//i

/**
 * The URL if it may be an image source, else undefined: the caller shows its fallback.
 *
 * @example
 * safeImageUrl('javascript:alert(1)') // undefined
 */
export function safeImageUrl(url: string | null | undefined): string | undefined {
  return typeof url === 'string' && SAFE_IMAGE.test(url) ? url : undefined
}

/**
 * The URL if it may be a link the visitor follows out of the modal (http or https), else undefined.
 *
 * @example
 * safeLinkUrl('javascript:alert(1)') // undefined
 */
export function safeLinkUrl(url: string | null | undefined): string | undefined {
  return typeof url === 'string' && SAFE_LINK.test(url) ? url : undefined
}
