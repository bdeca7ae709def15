import type { Address } from 'viem'

export type Identity = { name: string | null; avatar: string | null }

/** A round avatar drawn inline so the sandbox never loads images from the internet. */
const ALICE_AVATAR =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="#f59e0b"/><circle cx="32" cy="26" r="11" fill="#fff7ed"/><path d="M12 54c4-11 12-16 20-16s16 5 20 16" fill="#fff7ed"/></svg>',
  )

/**
 * Names for the first two sandbox accounts (derived from the sandbox mnemonic,
 * indexes 0 and 1), so profile names and avatars show up in the demo. One has
 * an avatar and one not, to exercise both renderings. Keys are lower-case.
 */
export const SANDBOX_IDENTITIES: Readonly<Record<Lowercase<Address>, Identity>> = {
  '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266': { name: 'alice.sandbox.eth', avatar: ALICE_AVATAR },
  '0x70997970c51812dc3a010c7d01b50e0d17dc79c8': { name: 'bob.sandbox.eth', avatar: null },
}
