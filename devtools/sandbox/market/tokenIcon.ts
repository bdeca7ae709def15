/** A round badge with the token's symbol, inline (no remote images in the sandbox), for `logoUri` / `iconUrl`. */
export function tokenIcon(symbol: string, color = '#3b82f6'): string {
  const label = symbol.slice(0, 4).replace(/[^A-Za-z0-9]/g, '')
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="${color}"/><text x="16" y="20" font-family="sans-serif" font-size="9" font-weight="700" text-anchor="middle" fill="#fff">${label}</text></svg>`,
  )}`
}
