import { UserMessages } from 'vestibule/plugin'

/**
 * The Send feature's messages, in English as state holds them (translated at display). SPEC §8's
 * texts are reused verbatim; the rest say what is wrong and what to do.
 */
export const SendMessages = {
  AMOUNT_AND_RECEIVER_REQUIRED: UserMessages.AMOUNT_AND_RECEIVER_REQUIRED,
  TOKEN_REQUIRED: UserMessages.TOKEN_REQUIRED,
  UNSUPPORTED_CHAIN: UserMessages.UNSUPPORTED_CHAIN,
  NETWORK_NOT_FOUND: UserMessages.NETWORK_NOT_FOUND,
  SIGNATURE_DECLINED: UserMessages.SIGNATURE_DECLINED,
  AMOUNT_NOT_A_NUMBER: 'Enter the amount as a number, like 0.5',
  AMOUNT_NOT_POSITIVE: 'Enter an amount above zero',
  TOO_MANY_DECIMALS: 'Too many decimals for this token',
  INSUFFICIENT_BALANCE: 'Insufficient balance',
  INSUFFICIENT_FOR_FEE: 'Insufficient balance to pay the network fee',
  BALANCE_UNREAD: 'Your balance could not be read, so the amount could not be checked. Nothing was sent; try again in a moment.',
  INVALID_EVM_ADDRESS: 'Not a valid EVM address',
  BAD_CHECKSUM: 'This address has a wrong checksum: check it was copied whole',
  INVALID_SOLANA_ADDRESS: 'Not a valid Solana address',
  SOLANA_ADDRESS_ON_EVM: 'This is a Solana address: switch to a Solana network to send to it',
  EVM_ADDRESS_ON_SOLANA: 'This is an EVM address: switch to an EVM network to send to it',
  NAME_NOT_FOUND: 'No address found for this name',
  NETWORK_UNREACHABLE: 'The network did not answer. Nothing was sent; try again.',
  UNCONFIRMED: 'The transaction was sent, but the network stopped answering before it was confirmed. Check it on the explorer before sending again.',
  FAILED_ON_CHAIN: 'The transaction failed on chain. Your funds, apart from the fee, did not move.',
  SOLANA_UNAVAILABLE: 'Sending on Solana is not available on this site. Nothing was sent.',
  REFUSED_BY_CHAIN: 'The chain refused this transaction when it was checked. Nothing was sent.',
  OFF_CURVE_RECEIVER:
    "This address is not a wallet (it looks like a token account or a program address): tokens sent to it could never be moved. Send to the receiver's wallet address. Nothing was sent.",
  PREVIEW_DISCARDED: 'The network or account changed, so that preview was discarded and nothing was sent. Check the form and preview again.',
  PENDING_SEND: 'A transaction sent from this account is not confirmed yet. Wait for it, or check it on the explorer, before sending again.',
  TOO_MANY_PENDING: '99 transactions are still pending. Wait for some to be confirmed before sending again.',
  WALLET_NOT_ANSWERING: 'Your wallet has not answered. Approve or decline the request in your wallet: nothing else is sent until it answers.',
  TRANSACTION_MISMATCH: 'The transaction prepared for your wallet did not match the preview, so it was not sent. Nothing was sent.',
  INVALID_BITCOIN_ADDRESS: 'Not a valid Bitcoin address',
  BITCOIN_ADDRESS_OTHER_NETWORK:
    "This Bitcoin address belongs to another network (mainnet, testnet or regtest), so it cannot receive on this one. Check the receiver's address for this network.",
  BITCOIN_DUST: "This amount is below Bitcoin's dust limit for this address, so the network would refuse it. Send a larger amount.",
  BITCOIN_FEE_TOO_LOW: 'The network refused the fee rate as too low (below its minimum relay fee). Nothing was sent.',
  BITCOIN_FEE_TOO_HIGH: 'The network refused the fee rate as too high. Nothing was sent.',
  BITCOIN_COINS_SPENT: 'Some of the coins this send spends were spent by another transaction meanwhile. Nothing was sent; preview again.',
  BITCOIN_SENDER_UNSUPPORTED: 'Sending BTC from this kind of address is not supported: send from your payment address (native SegWit). Nothing was sent.',
  BITCOIN_EARLIER_SEND_WENT_OUT:
    'Your previous send went out after all, though the network did not answer at the time. Check it on the explorer before sending again. Nothing else was sent.',
  BITCOIN_UNAVAILABLE: 'Sending on Bitcoin is not available on this site. Nothing was sent.',
  BITCOIN_BROADCAST_UNANSWERED:
    'The network did not answer as the transaction was broadcast, so it may have gone out or not. Sending again first asks the network about it, so nothing is paid twice.',
} as const
