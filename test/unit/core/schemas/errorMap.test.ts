import { expect } from 'chai'
import { z } from 'zod'
import { formatIssues, parseWith } from '../../../../core/schemas/errorMap'

function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = parseWith(schema, value)
  if (result.success) throw new Error('expected a failure')
  return result.issues.map(({ message }) => message)
}

describe('schema error map (SPEC §5 messages)', () => {
  it("says 'Required' for a missing field", () => {
    expect(messagesOf(z.object({ name: z.string() }), {})).to.deep.equal(['Required'])
    expect(messagesOf(z.object({ mode: z.enum(['light', 'dark']) }), {})).to.deep.equal(['Required'])
  })

  it("says 'Expected X, received Y' for a wrong type", () => {
    expect(messagesOf(z.string(), 1)).to.deep.equal(['Expected string, received number'])
    expect(messagesOf(z.number(), 'a')).to.deep.equal(['Expected number, received string'])
    expect(messagesOf(z.array(z.string()), {})).to.deep.equal(['Expected array, received object'])
    expect(messagesOf(z.object({}), null)).to.deep.equal(['Expected object, received null'])
    expect(messagesOf(z.string(), [])).to.deep.equal(['Expected string, received array'])
    expect(messagesOf(z.number().int(), 1.5)).to.deep.equal(['Expected integer, received float'])
  })

  it("says 'Invalid input' for a failed union or refinement", () => {
    expect(messagesOf(z.union([z.string(), z.number()]), true)).to.deep.equal(['Invalid input'])
    expect(
      messagesOf(
        z.string().refine(() => false),
        'x',
      ),
    ).to.deep.equal(['Invalid input'])
  })

  it("says 'Invalid enum value. Expected ..., received ...'", () => {
    expect(messagesOf(z.enum(['light', 'dark']), 'blue')).to.deep.equal(["Invalid enum value. Expected 'light' | 'dark', received 'blue'"])
  })

  it('describes, and never throws on, an input String() cannot print (a stored {"toString":null})', () => {
    expect(messagesOf(z.enum(['light', 'dark']), JSON.parse('{"toString":null}'))).to.deep.equal([
      "Invalid enum value. Expected 'light' | 'dark', received '[object Object]'",
    ])
    expect(messagesOf(z.literal('a'), JSON.parse('{"valueOf":1,"toString":2}'))).to.have.length(1)
  })

  it('fails, instead of throwing, on a value that breaks the parser itself', () => {
    // zod compares a `length` key as a number before the type check stops it.
    const hostile = JSON.parse('{"length":[{"toString":null}]}')
    expect(parseWith(z.string().min(1), hostile)).to.deep.equal({ success: false, issues: [{ path: '', message: 'Invalid input' }] })
  })

  it("says 'String must contain at least N character(s)'", () => {
    expect(messagesOf(z.string().min(4), 'abc')).to.deep.equal(['String must contain at least 4 character(s)'])
  })

  it("says 'Number must be greater than or equal to N'", () => {
    expect(messagesOf(z.number().min(0), -1)).to.deep.equal(['Number must be greater than or equal to 0'])
  })

  it("says 'Array must contain at least N element(s)'", () => {
    expect(messagesOf(z.array(z.string()).min(1), [])).to.deep.equal(['Array must contain at least 1 element(s)'])
  })

  it('keeps a message set on the schema itself', () => {
    expect(messagesOf(z.string({ error: 'Name please' }), 1)).to.deep.equal(['Name please'])
  })

  it("leaves zod's global messages untouched for other parses", () => {
    const plain = z.string().safeParse(1)
    expect(plain.success).to.equal(false)
    expect(plain.error?.issues[0]?.message).not.to.equal('Expected string, received number')
  })

  it('returns the data on success and dotted paths on failure', () => {
    const schema = z.object({ accounts: z.array(z.object({ address: z.string() })) })
    expect(parseWith(schema, { accounts: [{ address: '0x1' }] })).to.deep.equal({
      success: true,
      data: { accounts: [{ address: '0x1' }] },
    })
    expect(parseWith(schema, { accounts: [{ address: 1 }] })).to.deep.equal({
      success: false,
      issues: [{ path: 'accounts.0.address', message: 'Expected string, received number' }],
    })
  })
})

describe('formatIssues', () => {
  it("joins issues as 'path: message; path: message', with no path for the root", () => {
    expect(
      formatIssues([
        { path: 'a.b', message: 'Required' },
        { path: '', message: 'Invalid input' },
      ]),
    ).to.equal('a.b: Required; Invalid input')
  })
})
