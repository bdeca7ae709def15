const NAMES: Record<string, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
}

/** A login provider's brand name (not translated). */
export function providerName(provider: string): string {
  return NAMES[provider] ?? provider
}
