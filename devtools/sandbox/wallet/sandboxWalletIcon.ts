/**
 * The sandbox wallet's EIP-6963 icon (a data URI, as EIP-6963 requires): a
 * sand-coloured wallet with a spade, so it is never mistaken for a real wallet.
 */
export const SANDBOX_WALLET_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">' +
    '<rect width="96" height="96" rx="22" fill="#e9c46a"/>' +
    '<rect x="14" y="30" width="68" height="46" rx="9" fill="#8a5a21"/>' +
    '<path d="M20 30l40-14a6 6 0 0 1 8 5v9z" fill="#b07a32"/>' +
    '<rect x="58" y="44" width="24" height="18" rx="6" fill="#f4e1b0"/>' +
    '<circle cx="67" cy="53" r="3.5" fill="#8a5a21"/>' +
    '<path d="M34 42v14m0 0c-5 0-8 4-8 8h16c0-4-3-8-8-8z" stroke="#f4e1b0" stroke-width="4" fill="none" stroke-linecap="round"/>' +
    '</svg>',
)}` as const
