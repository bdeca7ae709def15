import { ed25519 } from '@noble/curves/ed25519'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { expect } from 'chai'
import { createSandboxSolanaWallet, type SandboxSolanaWallet } from '../../../../devtools/sandbox/solanaWallet/createSandboxSolanaWallet'
import { startSolanaRpc, type SolanaRpc } from '../../../../devtools/sandbox/solana/startSolanaRpc'

describe('sandbox Solana wallet (Wallet Standard, real keypair, local chain)', () => {
  let rpc: SolanaRpc
  let connection: Connection
  let sandbox: SandboxSolanaWallet
  let grants = false
  const store = { read: () => grants, write: (granted: boolean) => void (grants = granted) }

  before(async () => {
    rpc = await startSolanaRpc()
    connection = new Connection(rpc.rpcUrl, 'confirmed')
  })
  after(() => rpc.stop())
  beforeEach(() => {
    grants = false
    sandbox = createSandboxSolanaWallet({ rpcUrl: rpc.rpcUrl, approval: 'auto', grants: store })
  })

  const transfer = async (to: PublicKey, lamports: number) => {
    const [account] = sandbox.wallet.accounts
    const { blockhash } = await connection.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: new PublicKey(account!.address),
      recentBlockhash: blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: new PublicKey(account!.address), toPubkey: to, lamports })],
    }).compileToV0Message()
    return new VersionedTransaction(message).serialize()
  }

  it('connects silently only once the site was granted, as after a reload', async () => {
    expect((await sandbox.wallet.features['standard:connect'].connect({ silent: true })).accounts).to.deep.equal([])
    const { accounts } = await sandbox.wallet.features['standard:connect'].connect()
    expect(accounts).to.have.length(1)
    const reloaded = createSandboxSolanaWallet({ rpcUrl: rpc.rpcUrl, approval: 'reject', grants: store })
    expect((await reloaded.wallet.features['standard:connect'].connect({ silent: true })).accounts[0]?.address).to.equal(accounts[0]!.address)
  })

  it('signs a message with the account key (ed25519, verifiable with its public key)', async () => {
    const { accounts } = await sandbox.wallet.features['standard:connect'].connect()
    const message = new TextEncoder().encode('hello vestibule')
    const [output] = await sandbox.wallet.features['solana:signMessage'].signMessage({ account: accounts[0]!, message })
    expect(ed25519.verify(output!.signature, message, accounts[0]!.publicKey as Uint8Array)).to.equal(true)
  })

  it('signs and sends a transfer through the local RPC: the receiver holds it', async () => {
    await sandbox.wallet.features['standard:connect'].connect()
    const receiver = Keypair.generate().publicKey
    const [output] = await sandbox.wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
      account: sandbox.wallet.accounts[0]!,
      chain: 'solana:localnet',
      transaction: await transfer(receiver, LAMPORTS_PER_SOL),
      options: { skipPreflight: false, preflightCommitment: 'confirmed', maxRetries: 2 },
    })
    expect(output!.signature).to.have.length(64)
    expect(await connection.getBalance(receiver)).to.equal(LAMPORTS_PER_SOL)
  })

  it('signs without sending (signTransaction): the transaction verifies and nothing moved', async () => {
    await sandbox.wallet.features['standard:connect'].connect()
    const receiver = Keypair.generate().publicKey
    const [output] = await sandbox.wallet.features['solana:signTransaction'].signTransaction({
      account: sandbox.wallet.accounts[0]!,
      transaction: await transfer(receiver, 5),
    })
    const signed = VersionedTransaction.deserialize(output!.signedTransaction)
    expect(ed25519.verify(signed.signatures[0]!, signed.message.serialize(), sandbox.wallet.accounts[0]!.publicKey as Uint8Array)).to.equal(true)
    expect(await connection.getBalance(receiver)).to.equal(0)
  })

  it('refuses with code 4001 when the user rejects, and sends nothing', async () => {
    await sandbox.wallet.features['standard:connect'].connect()
    const receiver = Keypair.generate().publicKey
    sandbox.rejectNext()
    const error = await sandbox.wallet.features['solana:signAndSendTransaction']
      .signAndSendTransaction({ account: sandbox.wallet.accounts[0]!, chain: 'solana:localnet', transaction: await transfer(receiver, 5) })
      .then(
        () => undefined,
        (e: { code: number }) => e,
      )
    expect(error?.code).to.equal(4001)
    expect(await connection.getBalance(receiver)).to.equal(0)
  })

  it('reports an account change and a wallet-side disconnect as change events', async () => {
    await sandbox.wallet.features['standard:connect'].connect()
    const seen: string[][] = []
    sandbox.wallet.features['standard:events'].on('change', ({ accounts }) => void seen.push((accounts ?? []).map(a => a.address)))
    const first = sandbox.getState().address
    sandbox.setAccountIndex(1)
    sandbox.disconnectFromWallet()
    expect(seen).to.have.length(2)
    expect(seen[0]![0]).to.not.equal(first)
    expect(seen[1]).to.deep.equal([])
  })
})
