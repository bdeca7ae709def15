import type { DetailedHTMLProps, HTMLAttributes } from 'react'
import type { AppKitElementProps } from './readElementAttributes'

type ElementProps<K extends keyof AppKitElementProps> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Pick<AppKitElementProps, K>

/** AppKit's elements with AppKit's attributes, as a React host writes them. */
export interface AppKitElementsJsx {
  'appkit-button': ElementProps<'size' | 'label' | 'loadingLabel' | 'disabled' | 'balance' | 'namespace'>
  'appkit-connect-button': ElementProps<'size' | 'label' | 'loadingLabel' | 'namespace'>
  'appkit-account-button': ElementProps<'disabled' | 'balance'>
  'appkit-network-button': ElementProps<'disabled'>
  'appkit-wallet-button': ElementProps<'wallet' | 'namespace' | 'disabled'>
}

// React 19 types JSX in the `react` module: `<appkit-button size="sm" />` type-checks in any host
// that imports vestibule/react or vestibule/elements, as it does with AppKit's React entry.
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends AppKitElementsJsx {}
  }
}
