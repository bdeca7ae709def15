// `* as z`, not `{ z }`: the `z` object would keep all of zod (every locale) in the bundle
import * as z from 'zod/mini'

/** The longest wallet name shown; a longer one is cut (an announcement is any script's say-so). */
const NAME_MAX = 64

/**
 * EIP-6963 `info` of an announcement (https://eips.ethereum.org/EIPS/eip-6963#provider-info). Any
 * script on the page may announce, so it is a boundary: `rdns` must be a reverse domain name, and
 * `icon` must be an image data URI as the EIP requires (RFC 2397), or it is dropped, so a
 * `javascript:` or remote URL never reaches an `<img src>`.
 */
export const eip6963InfoSchema = z.object({
  uuid: z.catch(z.string().check(z.maxLength(64)), ''),
  name: z.string().check(
    z.trim(),
    z.minLength(1),
    z.overwrite(name => name.slice(0, NAME_MAX)),
  ),
  icon: z.catch(z.string().check(z.regex(/^data:image\/[\w.+-]+(;[\w=.+-]+)*,/i), z.maxLength(100_000)), ''),
  rdns: z.string().check(z.regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i), z.maxLength(253)),
})
