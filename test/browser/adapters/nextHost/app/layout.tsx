import { headers } from 'next/headers'
import Script from 'next/script'
import type { ReactNode } from 'react'
import ContextProvider from '../context'
// The buttons' rules, linked from the server HTML: the first paint is styled, with no inline style.
import 'vestibule/styles.css'

export const metadata = { title: 'Next.js host', description: 'A Next.js App Router app with Vestibule' }

/** JSON inside <script> must not be able to close the tag. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')

export default async function RootLayout({ children }: { readonly children: ReactNode }) {
  const cookies = (await headers()).get('cookie')
  return (
    <html lang="en">
      <body>
        {/* The test's own: the sandbox's addresses, then its browser wallet, announced before the app runs. */}
        <Script
          id="sandbox-config"
          strategy="beforeInteractive"
        >{`window.__VESTIBULE_SANDBOX__ = ${scriptSafe(process.env.VESTIBULE_SANDBOX ?? '{}')};`}</Script>
        <Script src="/sandbox-wallet.js" strategy="beforeInteractive" />
        <ContextProvider cookies={cookies}>{children}</ContextProvider>
      </body>
    </html>
  )
}
