import type { CaipNetworkId } from 'vestibule/plugin'

/**
 * The hosted API's image ids (`/public/getAssetImage/{id}`, SPEC §7) of well-known networks, for
 * networks given without `assets.imageId` (a viem chain has none): SPEC §9's swap networks that the
 * API has a picture of, their usual testnets, and the Solana and Bitcoin networks. These are the
 * ids the hosted service publishes for AppKit's network presets. A network's own `assets` win.
 */
export const NETWORK_IMAGE_IDS: Readonly<Partial<Record<CaipNetworkId, string>>> = {
  'eip155:1': 'ba0ba0cd-17c6-4806-ad93-f9d174f17900',
  'eip155:10': 'ab9c186a-c52f-464b-2906-ca59d760a400',
  'eip155:56': '93564157-2e8e-4ce7-81df-b264dbee9b00',
  'eip155:100': '02b53f6a-e3d4-479e-1cb4-21178987d100',
  'eip155:137': '41d04d42-da3b-4453-8506-668cc0727900',
  'eip155:250': '06b26297-fe0c-4733-5d6b-ffa5498aac00',
  'eip155:324': 'b310f07f-4ef7-49f3-7073-2a0a39685800',
  'eip155:8453': '7289c336-3981-4081-c5f4-efc26ac64a00',
  'eip155:42161': '3bff954d-5cb0-47a0-9a23-d20192e74600',
  'eip155:43114': '30c46e53-e989-45fb-4549-be3bd4eb3b00',
  'eip155:84532': 'a18a7ecd-e307-4360-4746-283182228e00',
  'eip155:1313161554': '3ff73439-a619-4894-9262-4470c773a100',
  'eip155:11155111': 'e909ea0a-f92a-4512-c8fc-748044ea6800',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'a1b58899-f671-4276-6a5e-56ca5bd59700',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'a1b58899-f671-4276-6a5e-56ca5bd59700',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'a1b58899-f671-4276-6a5e-56ca5bd59700',
  'bip122:000000000019d6689c085ae165831e93': '0b4838db-0161-4ffe-022d-532bf03dba00',
  'bip122:000000000933ea01ad0ee984209779ba': '39354064-d79b-420b-065d-f980c4b78200',
}
