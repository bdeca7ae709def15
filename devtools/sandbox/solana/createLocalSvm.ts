import { address, lamports } from '@solana/kit'
import { ACCOUNT_SIZE, AccountLayout, AccountState, MINT_SIZE, MintLayout, TOKEN_PROGRAM_ID, getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Keypair, type PublicKey } from '@solana/web3.js'
import { LiteSVM } from 'litesvm'
import { SOLANA_SANDBOX_ACCOUNT_COUNT, SOLANA_SANDBOX_LAMPORTS, SOLANA_SANDBOX_TOKEN, solanaSandboxSeed } from './solanaSandboxConstants'

export type LocalSvm = {
  svm: LiteSVM
  /** The funded sandbox accounts, in seed order. */
  accounts: PublicKey[]
  /** The SPL token every sandbox account holds. */
  mint: PublicKey
}

/**
 * An in-process Solana VM (LiteSVM, with the system, SPL token and associated-token programs)
 * holding the sandbox's state: each sandbox account has 1,000 SOL and an associated token
 * account of the sandbox SPL token. The state is written directly (`setAccount`), as a genesis
 * would be, so start-up costs no transaction. Blockhash checks are off: the RPC shim rolls the
 * blockhash after each transaction so identical transfers still get distinct signatures, and a
 * transaction built on the previous hash must still land, as it does within 150 slots on a cluster.
 */
export function createLocalSvm(): LocalSvm {
  const svm = new LiteSVM().withBlockhashCheck(false).withTransactionHistory(10_000n)
  const accounts = Array.from({ length: SOLANA_SANDBOX_ACCOUNT_COUNT }, (_, index) => Keypair.fromSeed(solanaSandboxSeed(index)).publicKey)
  const mint = Keypair.fromSeed(SOLANA_SANDBOX_TOKEN.mintSeed).publicKey
  const units = SOLANA_SANDBOX_TOKEN.perAccount * 10n ** BigInt(SOLANA_SANDBOX_TOKEN.decimals)

  for (const account of accounts) svm.airdrop(address(account.toBase58()), lamports(SOLANA_SANDBOX_LAMPORTS))

  const mintData = Buffer.alloc(MINT_SIZE)
  MintLayout.encode(
    {
      mintAuthorityOption: 1,
      mintAuthority: accounts[0]!,
      supply: units * BigInt(accounts.length),
      decimals: SOLANA_SANDBOX_TOKEN.decimals,
      isInitialized: true,
      freezeAuthorityOption: 0,
      freezeAuthority: accounts[0]!,
    },
    mintData,
  )
  setProgramAccount(svm, mint, mintData, TOKEN_PROGRAM_ID)

  for (const owner of accounts) {
    const data = Buffer.alloc(ACCOUNT_SIZE)
    AccountLayout.encode(
      {
        mint,
        owner,
        amount: units,
        delegateOption: 0,
        delegate: owner,
        state: AccountState.Initialized,
        isNativeOption: 0,
        isNative: 0n,
        delegatedAmount: 0n,
        closeAuthorityOption: 0,
        closeAuthority: owner,
      },
      data,
    )
    setProgramAccount(svm, getAssociatedTokenAddressSync(mint, owner), data, TOKEN_PROGRAM_ID)
  }
  return { svm, accounts, mint }
}

function setProgramAccount(svm: LiteSVM, at: PublicKey, data: Buffer, owner: PublicKey): void {
  svm.setAccount({
    address: address(at.toBase58()),
    lamports: lamports(svm.minimumBalanceForRentExemption(BigInt(data.length))),
    data: new Uint8Array(data),
    programAddress: address(owner.toBase58()),
    executable: false,
    space: BigInt(data.length),
  })
}
