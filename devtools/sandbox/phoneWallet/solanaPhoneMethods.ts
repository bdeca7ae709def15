import { ed25519 } from '@noble/curves/ed25519'
import { Connection, Keypair, VersionedTransaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { SOLANA_LOCAL_CAIP_NETWORK_ID, solanaSandboxSeed } from '../solana/solanaSandboxConstants'
import { ProviderRpcError } from '../wallet/providerRpcError'
import type { PhoneMethod } from './phoneMethod'

export type PhoneSolanaParameters = {
  /** The local Solana chain's JSON-RPC (`startSandbox().solana.url`). */
  rpcUrl: string
  /** Which sandbox Solana keypair signs (default 0, the funded first account). */
  accountIndex?: number
}

/** A non-EVM side of the phone: the one chain and account it approves in its namespace, and the methods it answers there. */
export type PhoneNamespaceSide = {
  namespace: 'solana' | 'bip122'
  caipNetworkId: string
  address: string
  methods: Map<string, PhoneMethod>
}

const fromBase64 = (text: string): Uint8Array => Uint8Array.from(Buffer.from(text, 'base64'))
const toBase64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64')

/** WalletConnect's Solana params are an object; a dapp that wraps it in a one-element array is served too. */
function paramsOf(params: unknown): Record<string, unknown> {
  const value = Array.isArray(params) && params.length === 1 ? params[0] : params
  if (typeof value !== 'object' || value === null) throw new ProviderRpcError(-32602, 'Solana params must be an object')
  return value as Record<string, unknown>
}

function stringParam(params: unknown, name: string): string {
  const value = paramsOf(params)[name]
  if (typeof value !== 'string' || value.length === 0) throw new ProviderRpcError(-32602, `Solana params need a ${name} string`)
  return value
}

/**
 * The phone's Solana namespace: solana_signMessage, solana_signTransaction and
 * solana_signAndSendTransaction (WalletConnect's Solana RPC: messages base58, transactions
 * base64, signatures base58) signed with the sandbox keypair the local chain funds, sent
 * through its RPC. A `pubkey` naming another account is refused (4100), as a wallet would.
 */
export function createPhoneSolana(parameters: PhoneSolanaParameters): PhoneNamespaceSide {
  const keypair = Keypair.fromSeed(solanaSandboxSeed(parameters.accountIndex ?? 0))
  const address = keypair.publicKey.toBase58()
  const connection = new Connection(parameters.rpcUrl, { commitment: 'confirmed' })
  const assertAccount = (params: unknown) => {
    const pubkey = paramsOf(params).pubkey
    if (pubkey !== undefined && pubkey !== address) throw new ProviderRpcError(4100, 'The requested account has not been authorized by the user.')
  }
  const signed = (params: unknown) => {
    const transaction = VersionedTransaction.deserialize(fromBase64(stringParam(params, 'transaction')))
    transaction.sign([keypair])
    return transaction
  }
  const summaryOf = (params: unknown) => {
    const { message } = VersionedTransaction.deserialize(fromBase64(stringParam(params, 'transaction')))
    return `${message.compiledInstructions.length} instruction(s), fee payer ${message.staticAccountKeys[0]?.toBase58().slice(0, 8)}…`
  }

  const signMessage: PhoneMethod = {
    needsApproval: true,
    summarize: (_, params) => {
      assertAccount(params)
      return `Sign Solana message: "${new TextDecoder().decode(bs58.decode(stringParam(params, 'message'))).slice(0, 80)}"`
    },
    run: async (_, params) => ({ signature: bs58.encode(ed25519.sign(bs58.decode(stringParam(params, 'message')), keypair.secretKey.slice(0, 32))) }),
  }
  const signTransaction: PhoneMethod = {
    needsApproval: true,
    summarize: (_, params) => (assertAccount(params), `Sign Solana transaction: ${summaryOf(params)}`),
    run: async (_, params) => ({ transaction: toBase64(signed(params).serialize()) }),
  }
  const signAndSendTransaction: PhoneMethod = {
    needsApproval: true,
    summarize: (_, params) => (assertAccount(params), `Send Solana transaction: ${summaryOf(params)}`),
    run: async (_, params) => {
      const transaction = signed(params)
      const options = paramsOf(params).sendOptions as { skipPreflight?: boolean; preflightCommitment?: 'processed' | 'confirmed' | 'finalized' } | undefined
      await connection.sendRawTransaction(transaction.serialize(), {
        ...(options?.skipPreflight !== undefined ? { skipPreflight: options.skipPreflight } : {}),
        ...(options?.preflightCommitment ? { preflightCommitment: options.preflightCommitment } : {}),
      })
      return { signature: bs58.encode(transaction.signatures[0]!) }
    },
  }
  return {
    namespace: 'solana',
    caipNetworkId: SOLANA_LOCAL_CAIP_NETWORK_ID,
    address,
    methods: new Map(
      Object.entries({ solana_signMessage: signMessage, solana_signTransaction: signTransaction, solana_signAndSendTransaction: signAndSendTransaction }),
    ),
  }
}
