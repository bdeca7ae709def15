import { createTransferInstruction, getAccount, getAssociatedTokenAddressSync, getOrCreateAssociatedTokenAccount, transfer } from '@solana/spl-token'
import { Connection, Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction, sendAndConfirmTransaction } from '@solana/web3.js'
import { expect } from 'chai'
import { startSolanaRpc, type SolanaRpc } from '../../../../devtools/sandbox/solana/startSolanaRpc'
import { SOLANA_SANDBOX_LAMPORTS, SOLANA_SANDBOX_TOKEN, solanaSandboxSeed } from '../../../../devtools/sandbox/solana/solanaSandboxConstants'

describe('local Solana RPC (LiteSVM behind JSON-RPC), driven by @solana/web3.js', () => {
  let rpc: SolanaRpc
  let connection: Connection
  const payer = Keypair.fromSeed(solanaSandboxSeed(0))

  before(async () => {
    rpc = await startSolanaRpc()
    connection = new Connection(rpc.rpcUrl, { wsEndpoint: rpc.wsUrl, commitment: 'confirmed' })
  })
  after(async () => {
    // web3.js 1.x reconnects forever when the server closes first (STACK.md): close the client first.
    ;(connection as unknown as { _rpcWebSocket: { close(): void } })._rpcWebSocket.close()
    await rpc.stop()
  })

  it('funds the sandbox accounts with 1,000 SOL and the sandbox SPL token', async () => {
    expect(BigInt(await connection.getBalance(payer.publicKey))).to.equal(SOLANA_SANDBOX_LAMPORTS)
    const tokenAccount = await getAccount(connection, getAssociatedTokenAddressSync(rpc.local.mint, payer.publicKey))
    expect(tokenAccount.amount).to.equal(SOLANA_SANDBOX_TOKEN.perAccount * 10n ** BigInt(SOLANA_SANDBOX_TOKEN.decimals))
    const parsed = await connection.getParsedTokenAccountsByOwner(payer.publicKey, { mint: rpc.local.mint })
    expect(parsed.value[0]?.account.data.parsed.info.tokenAmount.uiAmountString).to.equal('1000')
  })

  it('sends and confirms a SOL transfer (WebSocket confirmation), and the receiver holds it', async () => {
    const receiver = Keypair.generate().publicKey
    const tx = new Transaction().add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: receiver, lamports: LAMPORTS_PER_SOL / 4 }))
    const signature = await sendAndConfirmTransaction(connection, tx, [payer])
    expect(await connection.getBalance(receiver)).to.equal(LAMPORTS_PER_SOL / 4)
    const { value } = await connection.getSignatureStatuses([signature])
    expect(value[0]).to.include({ err: null, confirmationStatus: 'finalized' })
  })

  it('two identical transfers land as two transactions (the blockhash rolls)', async () => {
    const receiver = Keypair.generate().publicKey
    for (let i = 0; i < 2; i++) {
      const tx = new Transaction().add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: receiver, lamports: 1_000_000 }))
      await sendAndConfirmTransaction(connection, tx, [payer])
    }
    expect(await connection.getBalance(receiver)).to.equal(2_000_000)
  })

  it('transfers the SPL token to a new owner through spl-token (creating the associated account)', async () => {
    const receiver = Keypair.generate().publicKey
    const from = getAssociatedTokenAddressSync(rpc.local.mint, payer.publicKey)
    const to = await getOrCreateAssociatedTokenAccount(connection, payer, rpc.local.mint, receiver)
    await transfer(connection, payer, from, to.address, payer, 2_500_000n)
    expect((await getAccount(connection, to.address)).amount).to.equal(2_500_000n)
    expect((await connection.getTokenAccountBalance(to.address)).value.uiAmountString).to.equal('2.5')
  })

  it('estimates a fee per signature from the message', async () => {
    const tx = new Transaction({ feePayer: payer.publicKey, ...(await connection.getLatestBlockhash()) }).add(
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 1 }),
    )
    expect((await connection.getFeeForMessage(tx.compileMessage())).value).to.equal(5_000)
  })

  it('refuses in preflight a transfer above the balance, with the validator logs', async () => {
    const poor = Keypair.generate()
    await connection.confirmTransaction(await connection.requestAirdrop(poor.publicKey, LAMPORTS_PER_SOL))
    const tx = new Transaction().add(SystemProgram.transfer({ fromPubkey: poor.publicKey, toPubkey: payer.publicKey, lamports: 2 * LAMPORTS_PER_SOL }))
    const error: Error = await sendAndConfirmTransaction(connection, tx, [poor]).then(
      () => expect.fail('sent'),
      e => e,
    )
    expect(error.message).to.contain('Transaction simulation failed: Error processing Instruction 0: {"Custom":1}')
    expect(await connection.getBalance(poor.publicKey)).to.equal(LAMPORTS_PER_SOL)
  })

  it('lands a failing transaction when preflight is skipped: the status carries the error and the fee is charged', async () => {
    const tx = new Transaction({ feePayer: payer.publicKey, ...(await connection.getLatestBlockhash()) }).add(
      createTransferInstruction(
        getAssociatedTokenAddressSync(rpc.local.mint, payer.publicKey),
        getAssociatedTokenAddressSync(rpc.local.mint, Keypair.generate().publicKey),
        payer.publicKey,
        1n,
      ),
    )
    tx.sign(payer)
    const before = await connection.getBalance(payer.publicKey)
    const signature = await connection.sendRawTransaction(tx.serialize(), { skipPreflight: true })
    const { value } = await connection.confirmTransaction(signature)
    expect(value.err).to.not.equal(null)
    expect(await connection.getBalance(payer.publicKey)).to.equal(before - 5_000)
  })

  it('answers JSON-RPC errors for unknown methods, bad params and a minimum context slot not reached', async () => {
    const call = async (body: unknown) =>
      (await fetch(rpc.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()
    expect(await call({ jsonrpc: '2.0', id: 1, method: 'nope' })).to.deep.include({ error: { code: -32601, message: 'Method not found: nope' } })
    expect((await call({ jsonrpc: '2.0', id: 2, method: 'getBalance', params: ['0xnot-base58'] })).error.code).to.equal(-32602)
    const tooLate = await call({ jsonrpc: '2.0', id: 3, method: 'sendTransaction', params: ['AA==', { encoding: 'base64', minContextSlot: 1e9 }] })
    expect(tooLate.error.code).to.equal(-32016)
    const batch = await call([
      { jsonrpc: '2.0', id: 4, method: 'getSlot' },
      { jsonrpc: '2.0', id: 5, method: 'getHealth' },
    ])
    expect(batch.map((r: { id: number }) => r.id)).to.deep.equal([4, 5])
  })

  it('drops the connection of the next call of a method when asked (a dropped RPC)', async () => {
    rpc.dropNext('getSlot')
    const error = await fetch(rpc.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSlot' }),
    }).then(
      () => undefined,
      e => e,
    )
    expect(error).to.be.instanceOf(TypeError)
    expect(await connection.getSlot()).to.be.a('number')
  })
})
