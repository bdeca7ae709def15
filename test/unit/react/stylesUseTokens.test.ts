import { expect } from 'chai'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ROOT } from '../../../scripts/bundle.mjs'

const REACT = path.join(ROOT, 'react')
const THEME = path.join(REACT, 'theme')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return file === THEME ? [] : sourceFiles(file)
    return /\.tsx?$/.test(entry.name) ? [file] : []
  })
}

/** `file:line: text` for every line of `files` that `pattern` matches. */
function offending(files: readonly string[], pattern: RegExp): string[] {
  return files.flatMap(file =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (pattern.test(line) ? [`${path.relative(ROOT, file)}:${index + 1}: ${line.trim()}`] : [])),
  )
}

// The theme contract (react/theme/tokens.ts) is the only place a custom property, colour,
// z-index or duration is written: the views read tokens, so a theme reaches all of them.
describe('react styles read the theme contract', () => {
  const files = sourceFiles(REACT)
  const styleFiles = files.filter(file => file.endsWith('.styles.ts') || file.startsWith(path.join(REACT, 'styles') + path.sep))

  it('finds the style files it checks', () => {
    expect(styleFiles.length).to.be.greaterThan(20)
    expect(styleFiles).to.include(path.join(REACT, 'modal/ModalShell/ModalShell.styles.ts'))
  })

  it('writes no raw var(--…) outside react/theme', () => {
    expect(offending(files, /var\(--/)).to.deep.equal([])
  })

  it('writes no colour literal in a style file', () => {
    expect(offending(styleFiles, /#[0-9a-f]{3,8}\b|\b(rgba?|hsla?|color-mix|color)\(/i)).to.deep.equal([])
  })

  it('writes no z-index or duration literal in a style file (0s, no delay, aside)', () => {
    expect(offending(styleFiles, /z-index:\s*\d|\b(\d*\.\d+|[1-9]\d*)m?s\b/)).to.deep.equal([])
  })
})
