/** The ETH diamond, inline, for the `iconUrl` of native balances (no remote images in the sandbox). */
export const NATIVE_TOKEN_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#627eea"/><path d="M16 4v8.9l7.5 3.3z" fill="#fff" fill-opacity=".6"/><path d="M16 4 8.5 16.2l7.5-3.3z" fill="#fff"/><path d="M16 22v6l7.5-10.4z" fill="#fff" fill-opacity=".6"/><path d="M16 28v-6l-7.5-4.4z" fill="#fff"/><path d="m16 20.6 7.5-4.4-7.5-3.3z" fill="#fff" fill-opacity=".2"/><path d="m8.5 16.2 7.5 4.4v-7.7z" fill="#fff" fill-opacity=".6"/></svg>',
  )
