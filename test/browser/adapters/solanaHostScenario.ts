import { ed25519 } from '@noble/curves/ed25519'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { solanaSandboxSeed } from '../../../devtools/sandbox/solana/solanaSandboxConstants'
import { waitForState } from '../appState'
import { actionResult, modalDialog, waitForInfo, WAIT_MS } from './hostApp'

// What the Solana host (test/browser/adapters/solanaHost/) is checked for, built from sources or
// from the packed package: the visitor connects the sandbox's Solana wallet in the modal, then the
// app's own code signs and sends through `useAppKitProvider('solana')` and `useAppKitConnection`.

export const SOLANA_ACCOUNT = Keypair.fromSeed(solanaSandboxSeed(0)).publicKey.toBase58()
const MESSAGE = 'Hello from a Solana host'

const fromBase64 = (text: string) => Uint8Array.from(Buffer.from(text, 'base64'))

/** Clicks an action button and reads its outcome from the page's `<output>` ("Label: value"). */
export async function runAction(page: Page, button: string, label: string): Promise<string> {
  await page.getByRole('button', { name: button }).click()
  return actionResult(page, label)
}

/** The visitor connects the sandbox Solana wallet from the modal (the page's only wallet row). */
export async function connectSolanaInModal(page: Page): Promise<void> {
  await waitForInfo(page, 'isConnected', 'false')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modalDialog(page)
    .getByRole('button', { name: /Sandbox Wallet/ })
    .first()
    .click()
  await waitForState(page, 'accounts.solana.status', 'connected', WAIT_MS)
  await waitForInfo(page, 'address', SOLANA_ACCOUNT)
  // useAppKitProvider('solana') is AppKit's Solana provider: its key is the connected account's.
  await waitForInfo(page, 'publicKey', SOLANA_ACCOUNT)
}

/** Signs the host's message through `walletProvider.signMessage`; the signature verifies with ed25519. */
export async function signsMessage(page: Page): Promise<void> {
  const signature = fromBase64(await runAction(page, 'Sign message', 'Signature'))
  expect(signature.length).to.equal(64)
  expect(ed25519.verify(signature, new TextEncoder().encode(MESSAGE), new PublicKey(SOLANA_ACCOUNT).toBytes())).to.equal(true)
}

/** Sends 0.01 SOL with `walletProvider.sendTransaction(tx, connection)`; the receiver's balance is read from the local chain. */
export async function sendsSol(page: Page, rpcUrl: string, receiver: PublicKey): Promise<void> {
  const chain = new Connection(rpcUrl, 'confirmed')
  const before = await chain.getBalance(receiver)
  const signature = await runAction(page, 'Send 0.01 SOL', 'Sent')
  expect(signature).to.match(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
  const end = Date.now() + WAIT_MS
  let status = (await chain.getSignatureStatuses([signature], { searchTransactionHistory: true })).value[0]
  while (!status?.confirmationStatus && Date.now() < end) {
    await new Promise(resolve => setTimeout(resolve, 200))
    status = (await chain.getSignatureStatuses([signature], { searchTransactionHistory: true })).value[0]
  }
  expect(status?.err ?? null).to.equal(null)
  expect(await chain.getBalance(receiver, 'confirmed')).to.equal(before + 0.01 * LAMPORTS_PER_SOL)
}
