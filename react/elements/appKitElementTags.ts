/** AppKit's custom elements, each drawn by the React button of the same name. */
export const APPKIT_ELEMENT_TAGS = ['appkit-button', 'appkit-connect-button', 'appkit-account-button', 'appkit-network-button', 'appkit-wallet-button'] as const

export type AppKitElementTag = (typeof APPKIT_ELEMENT_TAGS)[number]
