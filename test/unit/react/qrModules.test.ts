import { expect } from 'chai'
import { create } from 'qrcode'
import { qrPath } from '../../../react/components/QrCode/qrModules'

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

const darkModules = (d: string) => d.match(/M\d+ \d+/g)!.map(move => move.slice(1).split(' ').map(Number) as [number, number])

describe('qrPath (the QR code as one SVG path)', () => {
  it('draws exactly the dark modules of the encoder, at error correction H', () => {
    const { modules } = create(URI, { errorCorrectionLevel: 'H' })
    const { size, d } = qrPath(URI)
    expect(size).to.equal(modules.size)
    const drawn = darkModules(d)
    let dark = 0
    for (let row = 0; row < size; row++) for (let col = 0; col < size; col++) if (modules.get(row, col)) dark++
    expect(drawn).to.have.length(dark)
    for (const [col, row] of drawn) expect(modules.get(row, col)).to.be.ok
  })

  it('keeps the middle clear for the logo, and only the middle', () => {
    const { size, d } = qrPath(URI, 0.22)
    const hole = Math.ceil(size * 0.22)
    const start = Math.floor((size - hole) / 2)
    const inHole = ([col, row]: [number, number]) => row >= start && row < start + hole && col >= start && col < start + hole
    const drawn = darkModules(d)
    expect(drawn.some(inHole)).to.equal(false)
    expect(drawn.length).to.equal(darkModules(qrPath(URI).d).filter(m => !inHole(m)).length)
  })
})
