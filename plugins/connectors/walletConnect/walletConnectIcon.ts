/** The WalletConnect mark (blue tile, white bridge), inline so the Connect view needs no request. */
export const WALLET_CONNECT_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="24" fill="#3396FF"/><path fill="#fff" d="M29.6 35.4c10.1-9.9 26.6-9.9 36.8 0l1.2 1.2c.5.5.5 1.3 0 1.8l-4.2 4.1c-.3.2-.7.2-.9 0l-1.7-1.7c-7.1-6.9-18.5-6.9-25.6 0l-1.8 1.8c-.3.2-.7.2-.9 0l-4.2-4.1c-.5-.5-.5-1.3 0-1.8l1.3-1.3Zm45.4 8.5 3.8 3.7c.5.5.5 1.3 0 1.8L61.7 66.1c-.5.5-1.3.5-1.8 0L47.7 54.2c-.1-.1-.3-.1-.5 0L35.1 66.1c-.5.5-1.3.5-1.8 0L16.2 49.4c-.5-.5-.5-1.3 0-1.8l3.8-3.7c.5-.5 1.3-.5 1.8 0l12.1 11.9c.1.1.3.1.5 0l12.1-11.9c.5-.5 1.3-.5 1.8 0l12.1 11.9c.1.1.3.1.5 0l12.1-11.9c.6-.5 1.4-.5 1.8 0Z"/></svg>',
  )
