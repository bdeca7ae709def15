import type { Page } from 'playwright-core'
import type { SandboxHostConfig } from '../../../devtools/sandbox/sandboxHostConfig'
import { newPage, type NewPageParameters, type TestPage } from '../harness'

export type SandboxPatch = Partial<
  Pick<
    SandboxHostConfig,
    | 'approval'
    | 'appChainIds'
    | 'wallet'
    | 'relayUrl'
    | 'directory'
    | 'chains'
    | 'analyticsConsent'
    | 'features'
    | 'remoteConfig'
    | 'defaultAccountTypes'
    | 'noProjectId'
    | 'debug'
    | 'appOptions'
  >
>

/**
 * A page whose sandbox configuration is patched as the host page writes it, so one running demo
 * serves every scenario (a wallet that lacks a chain, an app that lacks one, prompts or not).
 */
export async function openDemoPage(url: string, patch: SandboxPatch = {}, page: NewPageParameters & { readonly initScript?: string } = {}): Promise<TestPage> {
  // Reduced motion, as a visitor may ask: these flows are about wallets and money, not motion
  // (test/browser/react/motion.test.ts covers the animations), and a view sliding in moves the
  // button a click aims at; with two test workers busy, clicks landed beside it.
  const t = await newPage({ ...page, contextOptions: { reducedMotion: 'reduce', ...page.contextOptions } })
  // A test's own instrumentation (a script string, run before the page's scripts).
  if (page.initScript) await t.page.addInitScript(page.initScript)
  // A script string, not a function: the test runner's transform would add helpers the page lacks.
  await t.page.addInitScript(`{
    const patch = ${JSON.stringify(patch)}
    let value
    Object.defineProperty(window, '__VESTIBULE_SANDBOX__', {
      configurable: true,
      get: () => value,
      set: config => { value = { ...config, ...patch, wallet: { ...config.wallet, ...patch.wallet } } },
    })
  }`)
  await t.page.goto(url)
  return t
}

export { appState, waitForState } from '../appState'
