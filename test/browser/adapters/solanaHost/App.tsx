import { LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { useState } from 'react'
import { type Provider, useAppKitConnection } from 'vestibule/adapters/solana/react'
import { AppKitButton, NetworkButton, useAppKitProvider } from 'vestibule/react'
import { useAppKit, useAppKitAccount, useAppKitNetwork, useDisconnect, useWalletInfo } from './config'

export const MESSAGE = 'Hello from a Solana host'
const receiver = new URLSearchParams(location.search).get('to')
const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, byte => String.fromCharCode(byte)).join(''))

function InfoList() {
  const { address, status, isConnected } = useAppKitAccount()
  const { caipNetworkId } = useAppKitNetwork()
  const { walletInfo } = useWalletInfo()
  const { connection } = useAppKitConnection()
  const { walletProvider } = useAppKitProvider<Provider>('solana')
  return (
    <dl aria-label="AppKit hooks">
      <dt>status</dt>
      <dd data-info="status">{status ?? ''}</dd>
      <dt>connected</dt>
      <dd data-info="isConnected">{String(isConnected)}</dd>
      <dt>address</dt>
      <dd data-info="address">{address ?? ''}</dd>
      <dt>network</dt>
      <dd data-info="caipNetworkId">{caipNetworkId ?? ''}</dd>
      <dt>wallet</dt>
      <dd data-info="wallet">{walletInfo?.name ?? ''}</dd>
      <dt>provider key</dt>
      <dd data-info="publicKey">{walletProvider?.publicKey?.toBase58() ?? ''}</dd>
      <dt>connection</dt>
      <dd data-info="connection">{connection?.rpcEndpoint ?? ''}</dd>
    </dl>
  )
}

function ActionButtonList() {
  const [result, setResult] = useState('')
  const modal = useAppKit()
  const { disconnect } = useDisconnect()
  const { connection } = useAppKitConnection()
  const { walletProvider } = useAppKitProvider<Provider>('solana')
  const run = (label: string, action: () => Promise<unknown>) => () =>
    void action().then(
      value => setResult(`${label}: ${String(value)}`),
      (error: Error) => setResult(`${label} failed: ${error.message}`),
    )
  const transfer = () =>
    SystemProgram.transfer({ fromPubkey: walletProvider!.publicKey!, toPubkey: new PublicKey(receiver!), lamports: 0.01 * LAMPORTS_PER_SOL })

  const sendTransaction = async () => {
    if (!walletProvider?.publicKey || !connection) throw new Error('Connect a Solana wallet first')
    const transaction = new Transaction().add(transfer())
    transaction.feePayer = walletProvider.publicKey
    transaction.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
    return walletProvider.sendTransaction(transaction, connection)
  }
  const signVersioned = async () => {
    if (!walletProvider?.publicKey || !connection) throw new Error('Connect a Solana wallet first')
    const { blockhash } = await connection.getLatestBlockhash()
    const message = new TransactionMessage({ payerKey: walletProvider.publicKey, recentBlockhash: blockhash, instructions: [transfer()] }).compileToV0Message()
    const signed = await walletProvider.signTransaction(new VersionedTransaction(message))
    return `${signed instanceof VersionedTransaction} ${toBase64(signed.signatures[0]!)}`
  }

  return (
    <section>
      <button type="button" onClick={() => modal.open()}>
        Open
      </button>
      <button type="button" onClick={run('Signature', async () => toBase64(await walletProvider!.signMessage(new TextEncoder().encode(MESSAGE))))}>
        Sign message
      </button>
      <button type="button" onClick={run('Sent', sendTransaction)}>
        Send 0.01 SOL
      </button>
      <button type="button" onClick={run('Signed versioned', signVersioned)}>
        Sign a versioned transaction
      </button>
      <button type="button" onClick={run('Disconnected', () => disconnect())}>
        Disconnect
      </button>
      <output>{result}</output>
    </section>
  )
}

export function App() {
  return (
    <main>
      <h1>React Solana Example</h1>
      <AppKitButton />
      <NetworkButton />
      <ActionButtonList />
      <InfoList />
    </main>
  )
}
