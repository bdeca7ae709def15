/**
 * The feature lookup of a Wallet Standard connector, from the method it calls on each feature: the
 * wallets are typed structurally, so a feature is checked at run time before it is called.
 */
export const featureLookup =
  <F>(methodOf: { readonly [K in keyof F]: keyof F[K] }) =>
  <K extends keyof F>(wallet: { readonly features: Readonly<Record<string, unknown>> }, name: K): F[K] | undefined => {
    const feature = wallet.features[name as string] as Record<string, unknown> | undefined
    return feature && typeof feature[methodOf[name] as string] === 'function' ? (feature as unknown as F[K]) : undefined
  }
