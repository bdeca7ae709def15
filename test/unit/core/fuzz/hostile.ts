/**
 * Seeded, deterministic hostile values for the fuzz tests: the same seed gives the same cases on
 * every run and machine, so a failure names a case that can be replayed.
 */

export interface Random {
  /** In [0, 1). */
  next(): number
  int(below: number): number
  pick<T>(items: readonly T[]): T
  chance(probability: number): boolean
}

/** mulberry32: a small, fast PRNG with a 32-bit state, good enough to spread test cases. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const int = (below: number) => Math.floor(next() * below)
  return { next, int, pick: items => items[int(items.length)]!, chance: probability => next() < probability }
}

/** Strings that have broken parsers, lookups, templates and views before. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  ',',
  ',,eip155,,',
  'eip155',
  'eip155,solana,bip122,polkadot,cosmos,near',
  'eip155:1',
  'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  'connected',
  'connecting',
  'disconnected',
  'null',
  'undefined',
  'NaN',
  '{}',
  '[]',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  'wc:abc@2?relay-protocol=irn&symKey=0123',
  'visitor@example.com',
  'blob:http://127.0.0.1/0b1f',
  '\u0000',
  '\u202e\ud83d\ude00\ud800',
  '💥'.repeat(64),
  'x'.repeat(10_000),
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template in data, on purpose
  '${process.exit()}',
  '../../etc/passwd',
]

const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'length',
  'eip155',
  'solana',
  'id',
  'name',
  'rdns',
  'status',
  'http',
  'features',
  'balances',
  '',
  '0',
]

const HOSTILE_NUMBERS = [0, -0, -1, 1, 0.5, 42, 31337, 2_147_483_648, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, 5e-324]

/** A random JSON value: deep, wide, with prototype-named keys and edge numbers and strings. */
export function hostileValue(random: Random, depth = 0): unknown {
  const kind = random.int(depth > 3 ? 4 : 7)
  switch (kind) {
    case 0:
      return random.pick(HOSTILE_STRINGS)
    case 1:
      return random.pick(HOSTILE_NUMBERS)
    case 2:
      return random.pick([true, false, null])
    case 3:
      return random.pick(HOSTILE_STRINGS) + String(random.int(100))
    case 4:
      return Array.from({ length: random.int(5) }, () => hostileValue(random, depth + 1))
    case 5: {
      const out: Record<string, unknown> = {}
      // defineProperty, not assignment: `__proto__` must become an own key, as JSON.parse makes it.
      for (let i = random.int(6); i > 0; i--)
        Object.defineProperty(out, random.pick(HOSTILE_KEYS), { value: hostileValue(random, depth + 1), enumerable: true, writable: true, configurable: true })
      return out
    }
    default:
      return nest(random, depth)
  }
}

/** A very deep value: recursion limits in walkers, not just in parsers. */
function nest(random: Random, depth: number): unknown {
  let value: unknown = random.pick(HOSTILE_STRINGS)
  for (let i = 0; i < 200 + random.int(300); i++) value = random.chance(0.5) ? [value] : { [random.pick(HOSTILE_KEYS.slice(5))]: value }
  return depth > 0 ? value : { value }
}

/** A copy of `sample` with one node replaced by a hostile value, or one key deleted. */
export function mutate(random: Random, sample: unknown): unknown {
  const copy: unknown = JSON.parse(JSON.stringify(sample))
  const nodes: { parent: Record<string, unknown> | unknown[]; key: string | number }[] = []
  const walk = (value: unknown) => {
    if (value === null || typeof value !== 'object') return
    for (const [key, child] of Object.entries(value)) {
      nodes.push({ parent: value as Record<string, unknown>, key: Array.isArray(value) ? Number(key) : key })
      walk(child)
    }
  }
  walk(copy)
  if (nodes.length === 0) return hostileValue(random)
  const { parent, key } = random.pick(nodes)
  if (!Array.isArray(parent) && random.chance(0.25)) delete parent[key as string]
  else (parent as Record<string | number, unknown>)[key] = hostileValue(random, 2)
  return copy
}

/**
 * What a JSON reader may be handed: a near-valid sample with one node broken, a random value, or
 * text that is not JSON at all (truncated, empty, binary).
 */
export function hostileText(random: Random, sample: unknown): string {
  const roll = random.next()
  if (roll < 0.45) return JSON.stringify(mutate(random, sample))
  if (roll < 0.75) return JSON.stringify(hostileValue(random)) ?? 'null'
  const valid = JSON.stringify(sample)
  return random.pick([
    valid.slice(0, random.int(valid.length)),
    '',
    'undefined',
    'NaN',
    '{',
    '\u0000\u0001\u0002',
    `${valid},`,
    `<!doctype html><title>502 Bad Gateway</title>`,
    random.pick(HOSTILE_STRINGS),
  ])
}

/** Keys of Object.prototype now: a case that polluted it would add one. */
export const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort()
