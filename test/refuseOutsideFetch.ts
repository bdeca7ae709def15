// Mocha root hook (.mocharc.json "require"): node's global fetch refuses any host outside the
// machine, at once, so no test can reach (or wait on) the internet. Loopback passes through.
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])
const realFetch = globalThis.fetch

globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input))
  if (!LOOPBACK.has(url.hostname) && !url.hostname.startsWith('127.')) {
    throw new TypeError(`test run: refused a request outside the machine (${url.origin})`)
  }
  return realFetch(input, init)
}

export const mochaHooks = {}
