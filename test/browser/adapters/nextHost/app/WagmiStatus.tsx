'use client'
import { useAccount } from 'wagmi'

/** What wagmi says, beside the button: both read the same cookie on the server. */
export function WagmiStatus() {
  const { status, address } = useAccount()
  return (
    <dl aria-label="wagmi">
      <dt>status</dt>
      <dd data-info="status">{status}</dd>
      <dt>address</dt>
      <dd data-info="address">{address ?? ''}</dd>
    </dl>
  )
}
