// The pages a browser bench compares, built the same way (scripts/buildPage.mjs, minified) and
// served from loopback, each in the same shell: `<div id="root">`, the sandbox config inline, the
// page's module script, and a `<link rel="modulepreload">` for each chunk the entry imports
// statically, as a Vite-built site's index.html has (without them the browser finds the chunks only
// after parsing the entry: a second round trip a production host does not pay; the bare page, one
// file, has none to announce). No sandbox wallet script: the figures are the page's own, for a visitor
// without an extension, and the bare React page gets exactly the same shell.
import { startSandbox, type Sandbox } from '../../devtools/sandbox/startSandbox'
import { hostConfigFor } from '../../devtools/sandbox/page/hostConfigFor'
import { SANDBOX_HOST_CONFIG_GLOBAL } from '../../devtools/sandbox/sandboxHostConfig'
import { buildAndServePage, type ServedPage } from '../../test/browser/harness'

export interface BenchSite<Name extends string> {
  readonly sandbox: Sandbox
  readonly pages: Record<Name, ServedPage>
  stop(): Promise<void>
}

/** JSON inside <script> must not be able to close the tag. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/** What every bench page's body holds before its module script: the root, and the sandbox's config inline. */
export function benchPageBody(sandbox: Sandbox): string {
  return `<div id="root"></div>\n    <script>window.${SANDBOX_HOST_CONFIG_GLOBAL} = ${scriptSafeJson(hostConfigFor(sandbox, { approval: 'auto' }))};</script>`
}

/**
 * Starts the sandbox (chains, API, relay) and builds and serves each entry, one after the other
 * (the machine has two cores; parallel builds would only slow each other). `library: 'dist'`
 * bundles the pages' `vestibule/…` imports from the built package, as an installed one.
 */
export async function startBenchSite<Name extends string>(
  entries: Record<Name, string>,
  { library = 'source' }: { library?: 'source' | 'dist' } = {},
): Promise<BenchSite<Name>> {
  const sandbox = await startSandbox()
  const served: ServedPage[] = []
  const stop = async () => {
    await Promise.all(served.map(page => page.close()))
    await sandbox.stop()
  }
  try {
    const body = benchPageBody(sandbox)
    const pages = {} as Record<Name, ServedPage>
    for (const [name, entry] of Object.entries(entries) as [Name, string][]) {
      const page = await buildAndServePage({ entry, body, minify: true, modulePreload: true, library })
      served.push(page)
      pages[name] = page
    }
    return { sandbox, pages, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
