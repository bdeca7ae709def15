/** SPEC §5: the providers a social login may name (farcaster, also a default social login, has its own flow). */
export type SocialLoginProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord'
