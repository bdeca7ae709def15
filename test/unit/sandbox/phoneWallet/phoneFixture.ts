import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startPageServer } from '../../../../devtools/sandbox/page/startPageServer'
import type { PageServer } from '../../../../devtools/sandbox/page/startPageServer'
import { createPhoneWallet } from '../../../../devtools/sandbox/phoneWallet/createPhoneWallet'
import { phoneRoutes } from '../../../../devtools/sandbox/phoneWallet/phoneRoutes'
import type { PhoneWallet } from '../../../../devtools/sandbox/phoneWallet/phoneWalletTypes'
import { startRelay } from '../../../../devtools/sandbox/relay/startRelay'
import type { LocalRelay } from '../../../../devtools/sandbox/relay/startRelay'
import { SANDBOX_PROJECT_ID } from '../../../../devtools/sandbox/sandboxConstants'
import { closeDappClient, createDappClient } from './walletConnectDapp'
import type { DappClient } from './walletConnectDapp'

/** Chains the page tests name; nothing is sent to them (signing needs no node). */
export const PAGE_TEST_CHAINS = [
  { chainId: 31337, name: 'Sandbox Alpha', rpcUrl: 'http://127.0.0.1:9' },
  { chainId: 31338, name: 'Sandbox Beta', rpcUrl: 'http://127.0.0.1:9' },
]

export type PhoneFixture = { relay: LocalRelay; phone: PhoneWallet; page: PageServer; dapp: DappClient; stop: () => Promise<void> }

/** A relay, a phone wallet served on a page server (as startDemo does), and a dapp client. */
export async function startPhoneFixture(): Promise<PhoneFixture> {
  const relay = await startRelay()
  const assetsDir = await mkdtemp(join(tmpdir(), 'vestibule-phone-page-'))
  const phone = await createPhoneWallet({ relayUrl: relay.url, chains: PAGE_TEST_CHAINS, projectId: SANDBOX_PROJECT_ID, logLevel: 'silent' })
  const page = await startPageServer({ html: '<!doctype html><title>host</title>', assetsDir, handlers: [phoneRoutes(phone)] })
  const dapp = await createDappClient(relay.url)
  return {
    relay,
    phone,
    page,
    dapp,
    stop: async () => {
      await page.stop()
      await phone.destroy()
      await closeDappClient(dapp)
      await relay.stop()
      await rm(assetsDir, { recursive: true, force: true })
    },
  }
}
