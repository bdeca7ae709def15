import { BrowserProvider, Contract, parseUnits } from 'ethers'
import { useState } from 'react'
import { AppKitButton, NetworkButton, type Provider, useAppKitAccount, useAppKitNetwork, useAppKitProvider } from 'vestibule/react'
import { networks } from './config'

export const MESSAGE = 'Hello from an ethers host'
// The one ERC-20 function the host calls, in ethers' human-readable ABI.
const ERC20_ABI = ['function transfer(address to, uint256 amount) returns (bool)']
const query = new URLSearchParams(location.search)
const token = query.get('token')
const receiver = query.get('to')

function InfoList() {
  const { address, status, isConnected } = useAppKitAccount()
  const { caipNetworkId, chainId } = useAppKitNetwork()
  return (
    <dl aria-label="AppKit">
      <dt>status</dt>
      <dd data-info="status">{status ?? ''}</dd>
      <dt>connected</dt>
      <dd data-info="isConnected">{String(isConnected)}</dd>
      <dt>address</dt>
      <dd data-info="address">{address ?? ''}</dd>
      <dt>network</dt>
      <dd data-info="caipNetworkId">{caipNetworkId ?? ''}</dd>
      <dt>chain</dt>
      <dd data-info="chainId">{chainId ?? ''}</dd>
    </dl>
  )
}

function Actions() {
  const [result, setResult] = useState('')
  // As AppKit's ethers docs write it: the wallet's provider, typed with AppKit's `Provider`.
  const { walletProvider } = useAppKitProvider<Provider>('eip155')
  const { chainId, switchNetwork } = useAppKitNetwork()
  // A BrowserProvider over it, per action (ethers pins one to the chain it first saw), on the
  // app's network when it is given.
  const signer = (network: number | string | undefined) => {
    if (!walletProvider) throw new Error('No wallet is connected')
    return new BrowserProvider(walletProvider, network).getSigner()
  }
  const run = (label: string, action: () => Promise<unknown>) => () =>
    void action().then(
      value => setResult(`${label}: ${String(value)}`),
      (error: Error) => setResult(`${label} failed: ${error.message}`),
    )
  return (
    <section>
      <button type="button" onClick={run('Signature', async () => (await signer(chainId)).signMessage(MESSAGE))}>
        Sign message
      </button>
      <button
        type="button"
        onClick={run('Transfer', async () => {
          const susd = new Contract(token!, ERC20_ABI, await signer(chainId))
          const sent = await susd.getFunction('transfer')(receiver!, parseUnits('1.5', 6))
          const receipt = await sent.wait()
          return receipt.hash
        })}
      >
        Transfer 1.5 SUSD
      </button>
      <button
        type="button"
        onClick={run('Switched', async () => {
          await switchNetwork(networks[1]!)
          // ethers, asked afresh, sees the chain the wallet moved to.
          return (await (await signer(undefined)).provider.getNetwork()).chainId
        })}
      >
        Switch to the second chain
      </button>
      <output>{result}</output>
    </section>
  )
}

export function App() {
  return (
    <main>
      <AppKitButton />
      <NetworkButton />
      <InfoList />
      <Actions />
    </main>
  )
}
