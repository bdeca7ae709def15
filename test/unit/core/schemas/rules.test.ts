import { expect } from 'chai'
import { chainIdToCoinType } from '../../../../core/schemas/chainIdToCoinType'
import { isEmail } from '../../../../core/schemas/emailRules'
import { isValidAccountName } from '../../../../core/schemas/nameRules'
import {
  isTransactionHash,
  isTransactionHashResponse,
} from '../../../../core/schemas/transactionHashRules'
import { VestibuleError } from '../../../../core/errors/VestibuleError'

describe('transaction hash rules (SPEC §5)', () => {
  it('accepts 0x followed by exactly 64 hex characters', () => {
    expect(isTransactionHash(`0x${'aB'.repeat(32)}`)).to.equal(true)
  })

  it('rejects 63 or 65 hex characters, a missing 0x, non-hex or a non-string', () => {
    expect(isTransactionHash(`0x${'a'.repeat(63)}`)).to.equal(false)
    expect(isTransactionHash(`0x${'a'.repeat(65)}`)).to.equal(false)
    expect(isTransactionHash('a'.repeat(66))).to.equal(false)
    expect(isTransactionHash(`0x${'g'.repeat(64)}`)).to.equal(false)
    expect(isTransactionHash(42)).to.equal(false)
  })

  it('classes a hash or a signed message (0x + at least 62 hex) as a hash response, else an object response', () => {
    expect(isTransactionHashResponse(`0x${'a'.repeat(64)}`)).to.equal(true)
    expect(isTransactionHashResponse(`0x${'a'.repeat(62)}`)).to.equal(true)
    expect(isTransactionHashResponse(`0x${'a'.repeat(130)}`)).to.equal(true)
    expect(isTransactionHashResponse(`0x${'a'.repeat(61)}`)).to.equal(false)
    expect(isTransactionHashResponse({ id: '0x1' })).to.equal(false)
  })
})

describe('account name rule (SPEC §5)', () => {
  it('accepts letters, digits and hyphens, from 4 characters', () => {
    expect(isValidAccountName('abcd')).to.equal(true)
    expect(isValidAccountName('My-Name-42')).to.equal(true)
  })

  it('rejects fewer than 4 characters or any other character', () => {
    expect(isValidAccountName('abc')).to.equal(false)
    expect(isValidAccountName('my_name')).to.equal(false)
    expect(isValidAccountName('my name')).to.equal(false)
    expect(isValidAccountName('name.eth')).to.equal(false)
    expect(isValidAccountName('')).to.equal(false)
  })
})

describe('chainIdToCoinType (ENSIP-11, SPEC §5)', () => {
  it('sets the high bit of the chain id', () => {
    expect(chainIdToCoinType(10)).to.equal(0x8000000a)
    expect(chainIdToCoinType(0)).to.equal(0x80000000)
    expect(chainIdToCoinType(2_147_483_647)).to.equal(0xffffffff)
  })

  it('throws above 2147483647', () => {
    expect(() => chainIdToCoinType(2_147_483_648)).to.throw(VestibuleError)
  })

  it('throws for a negative or fractional chain id', () => {
    expect(() => chainIdToCoinType(-1)).to.throw(VestibuleError)
    expect(() => chainIdToCoinType(1.5)).to.throw(VestibuleError)
  })
})

describe('email rule (SPEC §5)', () => {
  it('accepts a valid email and rejects others', () => {
    expect(isEmail('visitor@example.com')).to.equal(true)
    expect(isEmail('visitor@example')).to.equal(false)
    expect(isEmail('visitor example.com')).to.equal(false)
    expect(isEmail('')).to.equal(false)
  })
})
