import { createHash } from 'node:crypto'
import { deflateSync } from 'node:zlib'

const SIZE = 64

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A wallet's picture as a 64 × 64 PNG: a square in a colour derived from the id with a lighter
 * disc, so each wallet looks its own. PNG rather than SVG: Chromium rasterises SVG images on the
 * main thread, which a fast-scrolled grid of them would pay for every frame.
 */
export function walletImagePng(id: string): Buffer {
  const hash = createHash('sha256').update(id).digest()
  const [r, g, b] = [hash[0]!, hash[1]!, hash[2]!]
  const radius = 14 + (hash[3]! % 12)
  const rows: Buffer[] = []
  for (let y = 0; y < SIZE; y++) {
    const row = Buffer.alloc(1 + SIZE * 3)
    for (let x = 0; x < SIZE; x++) {
      const inDisc = (x - SIZE / 2) ** 2 + (y - SIZE / 2) ** 2 < radius ** 2
      row.set(inDisc ? [255 - (r >> 2), 255 - (g >> 2), 255 - (b >> 2)] : [r, g, b], 1 + x * 3)
    }
    rows.push(row)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(SIZE, 0)
  header.writeUInt32BE(SIZE, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', new Uint8Array()),
  ])
}
