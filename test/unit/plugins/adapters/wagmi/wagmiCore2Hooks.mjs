// Node module hooks: `@wagmi/core` resolves to wagmi 2's (the `wagmi-core-2` alias the repository
// installs beside wagmi 3's), so the adapter runs against the major a wagmi 2 app has.
export async function resolve(specifier, context, next) {
  if (specifier === '@wagmi/core' || specifier.startsWith('@wagmi/core/')) return next(`wagmi-core-2${specifier.slice('@wagmi/core'.length)}`, context)
  return next(specifier, context)
}
