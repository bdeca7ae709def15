// A server component, as a Next.js page is by default: it renders Vestibule's button straight from
// `vestibule/react`, whose published entry is marked "use client", and one of AppKit's elements as
// AppKit's example writes them (defined by createAppKit in the browser; empty in the server HTML).
import { AppKitButton } from 'vestibule/react'
import { WagmiStatus } from './WagmiStatus'

export default function Home() {
  return (
    <main>
      <AppKitButton />
      <appkit-network-button />
      <WagmiStatus />
    </main>
  )
}
