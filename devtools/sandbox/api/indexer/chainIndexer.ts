import { createPublicClient, erc20Abi, getAddress, http, parseEventLogs } from 'viem'
import type { Address, Hash, PublicClient } from 'viem'
import type { ApiChain } from '../apiChain'

/** One value moved by a transaction: the native coin, an ERC-20 amount or an ERC-721 token. */
export type IndexedTransfer =
  | { kind: 'native'; from: Address; to: Address; amount: bigint }
  | { kind: 'erc20'; contract: Address; from: Address; to: Address; amount: bigint }
  | { kind: 'erc721'; contract: Address; from: Address; to: Address; tokenId: bigint }

export type IndexedTransaction = {
  hash: Hash
  blockNumber: bigint
  /** Seconds since the epoch, from the block. */
  timestamp: number
  from: Address
  /** Null for a contract creation. */
  to: Address | null
  nonce: number
  status: 'confirmed' | 'failed'
  transfers: IndexedTransfer[]
}

export type TokenContract = { address: Address; kind: 'erc20' | 'erc721'; name: string; symbol: string; decimals: number }

export type ChainIndexer = {
  readonly chain: ApiChain
  readonly client: PublicClient
  /** Reads every block not read yet; concurrent callers share one pass. */
  sync(): Promise<void>
  /** The account's transactions, newest first (sender, receiver or party to a transfer). */
  transactionsOf(address: string): IndexedTransaction[]
  /** A token contract seen in a Transfer log, once described by a finished sync. */
  contractOf(address: string): TokenContract | undefined
  /** The token contracts the account ever received from, by kind. */
  contractsOf(address: string): TokenContract[]
}

/** Both standards emit `Transfer(address indexed, address indexed, uint256)`; ERC-721 indexes the id too. */
const transferEvent = {
  type: 'event',
  name: 'Transfer',
  inputs: [
    { name: 'from', type: 'address', indexed: true },
    { name: 'to', type: 'address', indexed: true },
    { name: 'value', type: 'uint256', indexed: false },
  ],
} as const
const nftTransferEvent = {
  ...transferEvent,
  inputs: [transferEvent.inputs[0], transferEvent.inputs[1], { name: 'tokenId', type: 'uint256', indexed: true }],
} as const

const BLOCKS_PER_BATCH = 50

/**
 * The sandbox API's indexer for one local anvil chain: it reads blocks, their transactions and
 * receipts, and the Transfer logs in them, so balance and history answers come from what is really
 * on the chain (a transfer made in the demo shows up on the next request). Reads are lazy: each
 * request first syncs up to the latest block.
 */
export function createChainIndexer(chain: ApiChain): ChainIndexer {
  const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0, batch: { batchSize: 500 } }) })
  const transactions: IndexedTransaction[] = []
  const byAddress = new Map<string, IndexedTransaction[]>()
  const contracts = new Map<string, Promise<TokenContract | undefined>>()
  const described = new Map<string, TokenContract>()
  const received = new Map<string, Set<string>>()
  let nextBlock = 0n
  let queue: Promise<void> = Promise.resolve()

  function remember(address: string, transaction: IndexedTransaction): void {
    const key = address.toLowerCase()
    const list = byAddress.get(key) ?? []
    if (list.at(-1) !== transaction) list.push(transaction)
    byAddress.set(key, list)
  }

  function describe(address: Address, kind: TokenContract['kind']): Promise<TokenContract | undefined> {
    const key = address.toLowerCase()
    let known = contracts.get(key)
    if (!known) {
      const read = <Name extends 'name' | 'symbol' | 'decimals'>(functionName: Name) => client.readContract({ address, abi: erc20Abi, functionName })
      known = Promise.all([read('name'), read('symbol'), kind === 'erc20' ? read('decimals') : Promise.resolve(0)]).then(
        ([name, symbol, decimals]) => {
          const contract: TokenContract = { address, kind, name, symbol, decimals: Number(decimals) }
          described.set(key, contract)
          return contract
        },
        // Not a token after all (a contract emitting a look-alike event): ignored.
        () => undefined,
      )
      contracts.set(key, known)
    }
    return known
  }

  async function readBlock(number: bigint): Promise<IndexedTransaction[]> {
    const block = await client.getBlock({ blockNumber: number, includeTransactions: true })
    return Promise.all(
      block.transactions.map(async (transaction): Promise<IndexedTransaction> => {
        const receipt = await client.getTransactionReceipt({ hash: transaction.hash })
        const transfers: IndexedTransfer[] = []
        if (transaction.value > 0n && transaction.to)
          transfers.push({ kind: 'native', from: getAddress(transaction.from), to: getAddress(transaction.to), amount: transaction.value })
        const fungible = receipt.logs.filter(log => log.topics.length === 3)
        const nonFungible = receipt.logs.filter(log => log.topics.length === 4)
        for (const log of parseEventLogs({ abi: [transferEvent], logs: fungible, strict: true }))
          transfers.push({
            kind: 'erc20',
            contract: getAddress(log.address),
            from: getAddress(log.args.from),
            to: getAddress(log.args.to),
            amount: log.args.value,
          })
        for (const log of parseEventLogs({ abi: [nftTransferEvent], logs: nonFungible, strict: true }))
          transfers.push({
            kind: 'erc721',
            contract: getAddress(log.address),
            from: getAddress(log.args.from),
            to: getAddress(log.args.to),
            tokenId: log.args.tokenId,
          })
        return {
          hash: transaction.hash,
          blockNumber: number,
          timestamp: Number(block.timestamp),
          // Checksummed: logs and transactions come back in lower case.
          from: getAddress(transaction.from),
          to: transaction.to ? getAddress(transaction.to) : null,
          nonce: transaction.nonce,
          status: receipt.status === 'success' ? 'confirmed' : 'failed',
          transfers,
        }
      }),
    )
  }

  async function syncOnce(): Promise<void> {
    const latest = await client.getBlockNumber({ cacheTime: 0 })
    while (nextBlock <= latest) {
      const last = nextBlock + BigInt(BLOCKS_PER_BATCH) - 1n < latest ? nextBlock + BigInt(BLOCKS_PER_BATCH) - 1n : latest
      const numbers: bigint[] = []
      for (let number = nextBlock; number <= last; number++) numbers.push(number)
      const blocks = await Promise.all(numbers.map(readBlock))
      const descriptions: Promise<unknown>[] = []
      for (const transaction of blocks.flat()) {
        transactions.push(transaction)
        remember(transaction.from, transaction)
        if (transaction.to) remember(transaction.to, transaction)
        for (const transfer of transaction.transfers) {
          remember(transfer.from, transaction)
          remember(transfer.to, transaction)
          if (transfer.kind === 'native') continue
          descriptions.push(describe(transfer.contract, transfer.kind))
          const holder = transfer.to.toLowerCase()
          received.set(holder, (received.get(holder) ?? new Set()).add(transfer.contract.toLowerCase()))
        }
      }
      await Promise.all(descriptions)
      nextBlock = last + 1n
    }
  }

  return {
    chain,
    client,
    sync() {
      // Each caller's sync starts once the one before it has ended and reads the chain's height
      // itself: joining a sync already running would miss a block mined after that one read it (a
      // transfer made just before the request, left out of its answer).
      const run = queue.then(syncOnce, syncOnce)
      queue = run.catch(() => undefined)
      return run
    },
    contractOf: address => described.get(address.toLowerCase()),
    transactionsOf: address => [...(byAddress.get(address.toLowerCase()) ?? [])].reverse(),
    contractsOf(address) {
      // Every contract recorded by a finished sync has been described (or found not to be a token).
      return [...(received.get(address.toLowerCase()) ?? [])].flatMap(key => {
        const known = described.get(key)
        return known ? [known] : []
      })
    },
  }
}
