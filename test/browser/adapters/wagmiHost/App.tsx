import { useState } from 'react'
import { erc20Abi, parseUnits, type Address } from 'viem'
import { AppKitButton, NetworkButton } from 'vestibule/react'
import { useAccount, useChainId, useConnect, useDisconnect, useSendTransaction, useSignMessage, useSwitchChain, useWriteContract } from 'wagmi'
import { networks } from './config'

export const MESSAGE = 'Hello from a wagmi host'
const query = new URLSearchParams(location.search)
const token = query.get('token') as Address | null
const receiver = query.get('to') as Address | null

function InfoList() {
  const { address, status, connector, chainId } = useAccount()
  const configChainId = useChainId()
  return (
    <dl aria-label="wagmi">
      <dt>status</dt>
      <dd data-info="status">{status}</dd>
      <dt>address</dt>
      <dd data-info="address">{address ?? ''}</dd>
      <dt>chain</dt>
      <dd data-info="chainId">{chainId ?? ''}</dd>
      <dt>config chain</dt>
      <dd data-info="configChainId">{configChainId}</dd>
      <dt>connector</dt>
      <dd data-info="connector">{connector?.id ?? ''}</dd>
    </dl>
  )
}

function Actions() {
  const [result, setResult] = useState('')
  const { signMessageAsync } = useSignMessage()
  const { writeContractAsync } = useWriteContract()
  const { sendTransactionAsync } = useSendTransaction()
  const { switchChainAsync } = useSwitchChain()
  const { disconnectAsync } = useDisconnect()
  const { connectors, connectAsync } = useConnect()
  const run = (label: string, action: () => Promise<unknown>) => () =>
    void action().then(
      value => setResult(`${label}: ${String(value)}`),
      (error: Error) => setResult(`${label} failed: ${error.message}`),
    )
  return (
    <section>
      {connectors.map(connector => (
        <button key={connector.uid} type="button" onClick={run('Connected', () => connectAsync({ connector }).then(({ accounts }) => accounts[0]))}>
          Connect with {connector.name}
        </button>
      ))}
      <button type="button" onClick={run('Signature', () => signMessageAsync({ message: MESSAGE }))}>
        Sign message
      </button>
      <button
        type="button"
        onClick={run('Transfer', () =>
          writeContractAsync({ address: token!, abi: erc20Abi, functionName: 'transfer', args: [receiver!, parseUnits('1.5', 6)] }),
        )}
      >
        Transfer 1.5 SUSD
      </button>
      <button type="button" onClick={run('Sent', () => sendTransactionAsync({ to: receiver!, value: 1n }))}>
        Send 1 wei
      </button>
      <button type="button" onClick={run('Switched', () => switchChainAsync({ chainId: networks[1]!.id as number }).then(chain => chain.id))}>
        Switch to the second chain
      </button>
      <button type="button" onClick={run('Disconnected', () => disconnectAsync())}>
        Disconnect wagmi
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
