// A server component, as a Next.js page is by default: it renders Vestibule's button straight from
// `vestibule/react`, whose published entry is marked "use client".
import { AppKitButton } from 'vestibule/react'
import { WagmiStatus } from './WagmiStatus'

export default function Home() {
  return (
    <main>
      <AppKitButton />
      <WagmiStatus />
    </main>
  )
}
