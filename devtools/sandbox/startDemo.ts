import { rmSync } from 'node:fs'
import { access, mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildPage } from '../../scripts/buildPage.mjs'
import type { BuiltFile } from '../../scripts/buildPage.mjs'
import { assetUrl } from './page/assetUrl'
import { buildSandboxWallet } from './page/buildSandboxWallet'
import { hostConfigFor } from './page/hostConfigFor'
import { renderHostPage } from './page/renderHostPage'
import { createPhoneWallet } from './phoneWallet/createPhoneWallet'
import { PHONE_PAGE_PATH, phoneRoutes } from './phoneWallet/phoneRoutes'
import type { PhoneApprovalMode, PhoneWallet } from './phoneWallet/phoneWalletTypes'
import { ASSETS_PREFIX, startPageServer } from './page/startPageServer'
import { sandboxControlRoutes } from './page/sandboxControlRoutes'
import type { PageServer } from './page/startPageServer'
import { SANDBOX_PROJECT_ID } from './sandboxConstants'
import type { SandboxHostConfig } from './sandboxHostConfig'
import { startSecureSite, type SecureSite } from './secureSite/startSecureSite'
import { startSandbox } from './startSandbox'
import type { Sandbox, SandboxService } from './startSandbox'

export const DEMO_ENTRY = fileURLToPath(new URL('./demo/main.tsx', import.meta.url))

export type StartDemoParameters = {
  /** Page port; 0 for any free port. */
  port: number
  /** The app entry bundled into the page; the demo app by default. */
  entry?: string
  /** Build output, owned by the caller; default: a build this process's demos share, removed when it exits. */
  outdir?: string
  minify?: boolean
  approval?: SandboxHostConfig['approval']
  apiPort?: number
  relayPort?: number
  /** The host page's own markup (a page with `<appkit-button>` in its HTML); `<div id="root"></div>` by default. */
  body?: string
  /** How the phone wallet answers WalletConnect proposals and requests; default 'manual' (the phone page). */
  phoneApproval?: PhoneApprovalMode
}

export type Demo = {
  sandbox: Sandbox
  pageUrl: string
  config: SandboxHostConfig
  /** The embedded wallet's secure site (its own origin) and its OTP inbox. */
  secureSite: SecureSite
  /** The WalletConnect wallet a person plays at `phoneUrl`. */
  phone: PhoneWallet
  phoneUrl: string
  /** `page`, then the sandbox's services, then `phone`, in print order. */
  services: SandboxService[]
  files: BuiltFile[]
  stop: () => Promise<void>
}

/**
 * Everything `npm start` runs: the sandbox (chains, API, relay), the app and wallet
 * bundles, the host page server that injects the sandbox config, and the phone
 * wallet with its page at `/phone`. Each process
 * builds into its own folder, so two runs (a demo and a test) never overwrite
 * each other's files; the demos of one process share the build.
 *
 * @example
 * const demo = await startDemo({ port: 5173 })
 * demo.services // [{ name: 'page', url: 'http://localhost:5173' }, { name: 'rpc eip155:31337', ... }, ...]
 */
export async function startDemo(parameters: StartDemoParameters): Promise<Demo> {
  const { port, entry = DEMO_ENTRY, minify = false, approval = 'prompt' } = parameters
  // Checked first: a missing entry should not cost starting two nodes, nor read as a bundler error.
  await access(entry).catch(() => {
    throw new Error(`app entry not found: ${entry}`)
  })

  let sandbox: Sandbox | undefined
  let page: PageServer | undefined
  let phone: PhoneWallet | undefined
  let secureSite: SecureSite | undefined
  const stop = async (): Promise<void> => {
    await page?.stop()
    await secureSite?.stop()
    // Before the relay stops: a wallet left connected would keep trying to reconnect.
    await phone?.destroy()
    await sandbox?.stop()
  }

  try {
    sandbox = await startSandbox({ apiPort: parameters.apiPort, relayPort: parameters.relayPort, quiet: true })
    phone = await createPhoneWallet({
      relayUrl: sandbox.relayUrl,
      chains: sandbox.chains,
      projectId: SANDBOX_PROJECT_ID,
      approval: parameters.phoneApproval ?? 'manual',
      // The phone also signs for the local Solana and Bitcoin chains, as a multichain wallet would.
      ...(sandbox.solana ? { solana: { rpcUrl: sandbox.solana.rpcUrl } } : {}),
      bitcoin: {},
    })
    secureSite = await startSecureSite({ chains: sandbox.chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })) })
    const config = hostConfigFor(sandbox, { approval, secureSiteUrl: secureSite.url })
    const { outdir, app, wallet } =
      parameters.outdir === undefined ? await sharedBuild(entry, minify) : await buildDemo(entry, minify, resolve(parameters.outdir))
    // The app's CSS travels inside its JS (adopted by its shadow root); link any stylesheet emitted anyway.
    const stylesheets = app.files.filter(file => file.path.endsWith('.css'))
    const html = renderHostPage({
      config,
      walletScript: requireAssetUrl(wallet.path, outdir),
      moduleScripts: [requireAssetUrl(app.entry, outdir)],
      stylesheets: stylesheets.map(file => requireAssetUrl(file.path, outdir)),
      ...(parameters.body === undefined ? {} : { body: parameters.body }),
    })
    page = await startPageServer({
      html,
      assetsDir: outdir,
      port,
      handlers: [phoneRoutes(phone), sandboxControlRoutes({ dropRelayConnections: sandbox.relay.dropConnections })],
    })
    const phoneUrl = `${page.url}${PHONE_PAGE_PATH}`

    return {
      sandbox,
      pageUrl: page.url,
      config,
      secureSite,
      phone,
      phoneUrl,
      services: [
        { name: 'page', url: page.url },
        ...sandbox.services,
        { name: 'phone', url: phoneUrl },
        { name: 'secure site', url: secureSite.url },
        { name: 'inbox', url: secureSite.inboxUrl },
      ],
      files: [...app.files, wallet],
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

type DemoBuild = { outdir: string; app: Awaited<ReturnType<typeof buildPage>>; wallet: BuiltFile }

/** Builds the app and the sandbox wallet into `outdir`, each in a folder of its own (the page bundler writes its chunks under its own outdir). */
async function buildDemo(entry: string, minify: boolean, outdir: string): Promise<DemoBuild> {
  // allSettled: if one build fails, the other must finish writing before anyone removes the folder.
  const [appBuild, walletBuild] = await Promise.allSettled([
    buildPage({ entry, outdir: join(outdir, 'app'), minify }),
    buildSandboxWallet({ outfile: join(outdir, 'wallet', 'sandbox-wallet.js'), minify }),
  ])
  if (appBuild.status === 'rejected') throw appBuild.reason
  if (walletBuild.status === 'rejected') throw walletBuild.reason
  return { outdir, app: appBuild.value, wallet: walletBuild.value }
}

const sharedBuilds = new Map<string, Promise<DemoBuild>>()

/**
 * One build per entry and mode for the process's life, in a temporary folder removed when the
 * process exits: the bundles do not depend on a demo's configuration (the page carries it inline),
 * so the thirty-odd demos a test run starts share them instead of bundling the app each time.
 */
function sharedBuild(entry: string, minify: boolean): Promise<DemoBuild> {
  const key = `${entry}\0${minify}`
  let build = sharedBuilds.get(key)
  if (!build) {
    build = mkdtemp(join(tmpdir(), 'vestibule-sandbox-')).then(outdir => {
      // A process that ends, however it ends, must not leave the build behind.
      process.once('exit', () => rmSync(outdir, { recursive: true, force: true }))
      return buildDemo(entry, minify, outdir)
    })
    sharedBuilds.set(key, build)
    // A failed build is not remembered: the next demo tries again.
    build.catch(() => sharedBuilds.delete(key))
  }
  return build
}

function requireAssetUrl(file: string, outdir: string): string {
  const url = assetUrl(file, outdir, ASSETS_PREFIX)
  if (!url) throw new Error(`${file} was built outside ${outdir}`)
  return url
}
