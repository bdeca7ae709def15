import { expect } from 'chai'
import { classifyRpcMethod, NOT_SAFE_RPC_METHODS, SAFE_RPC_METHODS } from '../../../../../plugins/features/embeddedWallet/rpcPolicy'

describe('embedded wallet RPC policy (SPEC §6)', () => {
  it('passes reads, raw sends and capability lookups as safe', () => {
    for (const method of [
      'eth_call',
      'eth_getBalance',
      'eth_sendRawTransaction',
      'wallet_getCapabilities',
      'wallet_getCallsStatus',
      'eth_getUserOperationReceipt',
    ])
      expect(classifyRpcMethod(method), method).to.equal('safe')
  })

  it('asks approval for every signing and sending method SPEC §6 names', () => {
    for (const method of [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'wallet_sendCalls',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
      'eth_sendUserOperation',
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAllTransactions',
      'solana_signAndSendTransaction',
    ])
      expect(classifyRpcMethod(method), method).to.equal('not-safe')
  })

  it('refuses anything else, eth_sign included', () => {
    for (const method of ['eth_sign', 'eth_signTypedData', 'wallet_addEthereumChain', '', 'PERSONAL_SIGN'])
      expect(classifyRpcMethod(method), method).to.equal('unknown')
  })

  it('never lists a method as both safe and not safe', () => {
    expect([...SAFE_RPC_METHODS].filter(method => NOT_SAFE_RPC_METHODS.has(method))).to.deep.equal([])
  })
})
