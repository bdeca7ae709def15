import type { Page } from 'playwright-core'
import type { SandboxHostConfig } from '../../../devtools/sandbox/sandboxHostConfig'
import { newPage, type NewPageParameters, type TestPage } from '../harness'

export type SandboxPatch = Partial<Pick<SandboxHostConfig, 'approval' | 'appChainIds' | 'wallet' | 'relayUrl' | 'directory'>>

/**
 * A page whose sandbox configuration is patched as the host page writes it, so one running demo
 * serves every scenario (a wallet that lacks a chain, an app that lacks one, prompts or not).
 */
export async function openDemoPage(url: string, patch: SandboxPatch = {}, page: NewPageParameters = {}): Promise<TestPage> {
  const t = await newPage(page)
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

/** What the instance holds, read through the demo's `window.__appKit`. */
export function appState<T>(page: Page, pick: string): Promise<T> {
  return page.evaluate(path => {
    let value: unknown = (window as unknown as { __appKit: { getState(): unknown } }).__appKit.getState()
    for (const key of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[key]
    return value as T
  }, pick)
}

export async function waitForState(page: Page, pick: string, expected: unknown, timeout = 10_000): Promise<void> {
  await page.waitForFunction(
    ([path, want]) => {
      let value: unknown = (window as unknown as { __appKit?: { getState(): unknown } }).__appKit?.getState()
      for (const key of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[key]
      return JSON.stringify(value) === JSON.stringify(want)
    },
    [pick, expected] as const,
    { timeout },
  )
}
