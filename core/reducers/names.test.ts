/** The RegisterAccountName reducer: SPEC.md §4 registration, §5 name rules and chain id limit, §8 errors, §9 eip155 only. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events, type ModalEvent } from '../events/index.ts'
import { connectEvm, connectSolana, init } from '../../test/fixtures/config.ts'
import { reduceAll } from '../../test/fixtures/reduceAll.ts'
import { nameCoinType, nameRegistrationMessage, parseAccountName } from '../rules/accountName.ts'
import { toErrorData } from '../errors/LatchError.ts'
import { ServiceError } from '../errors/ServiceError.ts'

const { names, modal } = events
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const opened = (chainId = 1): ModalEvent[] => [init(), connectEvm(chainId), modal.openRequested(), names.viewRequested()]
const typed = (input: string): ModalEvent[] => [...opened(), names.inputChanged({ input })]

test('default: RegisterAccountName opens from Account on a connected eip155 account, empty', () => {
  const state = reduceAll(opened())
  assert.is(state.view, 'RegisterAccountName')
  assert.equal(state.history, ['Account', 'RegisterAccountName'])
  assert.is(state.names?.input, '')
  assert.is(state.names?.problem, undefined)
})

test('behavior: SPEC §9 names on eip155 only: no RegisterAccountName on Solana or disconnected', () => {
  assert.is(reduceAll([init(), connectSolana(), modal.openRequested(), names.viewRequested()]).view, 'Account')
  assert.is(reduceAll([init(), modal.openRequested(), names.viewRequested()]).view, 'Connect')
})

test('error: SPEC §5 name rules (letters, digits or hyphen, at least 4) as codes; no suggestions asked', () => {
  assert.is(reduceAll(typed('abc')).names?.problem, 'tooShort')
  assert.is(reduceAll(typed('ab c!')).names?.problem, 'invalidCharacters')
  assert.is(reduceAll(typed('al_ice')).names?.problem, 'invalidCharacters')
  assert.is(reduceAll(typed('')).names?.problem, 'empty')
  assert.is(reduceAll(typed('abc')).names?.suggestionsStatus, 'idle')
  const ok = reduceAll(typed('My-Name4'))
  assert.is(ok.names?.problem, undefined)
  assert.is(ok.names?.query, 'my-name4.reown.id', 'lower-cased, SPEC §9 suffix .reown.id')
  assert.is(ok.names?.suggestionsStatus, 'loading')
})

test('parameters: SPEC §9 suffixes .reown.id and legacy .wcn.id', () => {
  assert.equal(parseAccountName('alice.wcn.id'), { label: 'alice', zone: 'wcn.id', full: 'alice.wcn.id' })
  assert.equal(parseAccountName('alice.reown.id'), { label: 'alice', zone: 'reown.id', full: 'alice.reown.id' })
  assert.equal(parseAccountName('ali.reown.id'), { problem: 'tooShort' })
  assert.equal(parseAccountName('alice.eth'), { problem: 'invalidCharacters' })
})

test('error: SPEC §5 a chain id of 2147483648 or more cannot register a name', () => {
  assert.is(nameCoinType(2147483647), 0xffffffff)
  assert.is(nameCoinType(2147483648), undefined)
  assert.is(nameCoinType(1), 60, 'ENSIP-11: mainnet is SLIP-44 60')
  const state = reduceAll([...opened(2147483648), names.inputChanged({ input: 'alice' })])
  assert.is(state.names?.problem, 'chainIdTooLarge')
  assert.is(state.names?.suggestionsStatus, 'idle')
  const submitted = reduceAll([...opened(2147483648), names.registerSubmitted({ requestId: 'r', name: 'alice' })])
  assert.is(submitted.names?.status, 'idle', 'nothing is signed')
  assert.is(reduceAll([...opened(2147483647), names.inputChanged({ input: 'alice' })]).names?.problem, undefined)
})

test('behavior: SPEC §4 the signed message is JSON with name, attributes, timestamp in seconds', () => {
  assert.is(nameRegistrationMessage({ name: 'alice.reown.id', nowMs: 1_700_000_000_999 }), '{"name":"alice.reown.id","attributes":{},"timestamp":1700000000}')
})

test('behavior: suggestions for the typed name only; the first one registered says taken', () => {
  const stale = reduceAll([
    ...typed('alice'),
    names.inputChanged({ input: 'alice2' }),
    names.suggestionsLoaded({ name: 'alice.reown.id', suggestions: [{ name: 'alice.reown.id', registered: true }] }),
  ])
  assert.is(stale.names?.suggestionsStatus, 'loading', 'an answer for an older input is dropped')
  const taken = reduceAll([
    ...typed('alice'),
    names.suggestionsLoaded({
      name: 'alice.reown.id',
      suggestions: [
        { name: 'alice.reown.id', registered: true },
        { name: 'alice-1.reown.id', registered: false },
      ],
    }),
  ])
  assert.is(taken.names?.problem, 'nameTaken')
  assert.is(taken.names?.suggestions.length, 2)
})

test("error: SPEC §8 'Error fetching name suggestions' kept as a code", () => {
  const state = reduceAll([...typed('alice'), names.suggestionsFailed({ name: 'alice.reown.id', error: toErrorData(new ServiceError('Error fetching name suggestions', { useApiMessage: false })) })])
  assert.is(state.names?.suggestionsStatus, 'failure')
  assert.equal(state.names?.suggestionsError, { code: 'errorFetchingNameSuggestions' })
})

const takenSuggestions = names.suggestionsLoaded({ name: 'alice.reown.id', suggestions: [{ name: 'alice.reown.id', registered: true }] })

test('behavior: a name the suggestions say is taken is not submitted', () => {
  const state = reduceAll([...typed('alice'), takenSuggestions, names.registerSubmitted({ requestId: 'r', name: 'alice' })])
  assert.is(state.names?.status, 'idle')
  assert.is(state.names?.problem, 'nameTaken')
})

test('behavior: SPEC §4 registered → RegisterAccountNameSuccess, the name is the account name at once; back lands on Account', () => {
  const events_ = [...typed('alice'), names.registerSubmitted({ requestId: 'r1', name: 'alice' })]
  const sending = reduceAll(events_)
  assert.is(sending.names?.status, 'registering')
  assert.is(sending.names?.registering, 'alice.reown.id')
  assert.is(reduceAll([...events_, names.registerSubmitted({ requestId: 'r2', name: 'bobby' })]).names?.requestId, 'r1', 'one at a time')
  const done = reduceAll([...events_, names.registered({ requestId: 'r1', name: 'alice.reown.id', address: ADDRESS.toLowerCase() })])
  assert.is(done.view, 'RegisterAccountNameSuccess')
  assert.equal(done.history, ['Account', 'RegisterAccountNameSuccess'])
  assert.is(done.names?.registered, 'alice.reown.id')
  assert.is(done.accounts.eip155?.profileName, 'alice.reown.id')
  assert.is(reduceAll([...events_, names.registered({ requestId: 'r1', name: 'alice.reown.id', address: ADDRESS }), events.router.wentBack()]).view, 'Account')
})

test("error: SPEC §4/§8 a failed registration stays on the register view with 'Error registering name {name}'; a 409 says taken", () => {
  const events_ = [...typed('alice'), names.registerSubmitted({ requestId: 'r1', name: 'alice' })]
  const failed = reduceAll([
    ...events_,
    names.registerFailed({ requestId: 'r1', name: 'alice.reown.id', error: toErrorData(new ServiceError('Error registering name alice.reown.id', { cause: new Error('User rejected the request') })) }),
  ])
  assert.is(failed.view, 'RegisterAccountName')
  assert.is(failed.names?.status, 'idle')
  assert.equal(failed.names?.error, { code: 'errorRegisteringName', name: 'alice.reown.id' })
  assert.is(failed.accounts.eip155?.profileName, undefined)
  const conflict = reduceAll([
    ...events_,
    names.registerFailed({ requestId: 'r1', name: 'alice.reown.id', error: { ...toErrorData(new ServiceError('Error registering name alice.reown.id')), status: 409 } }),
  ])
  assert.is(conflict.names?.problem, 'nameTaken')
  assert.is(reduceAll([...events_, names.registerFailed({ requestId: 'other', name: 'x', error: toErrorData(new Error('x')) })]).names?.status, 'registering', 'another request is ignored')
})

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const sendTo = (receiver: string): ModalEvent[] => [
  init(),
  connectEvm(),
  modal.openRequested(),
  events.send.tokenSelected({ token: { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', decimals: 18, balance: '10' } }),
  events.send.amountChanged({ amount: '1' }),
  events.send.receiverChanged({ receiver }),
]

test('behavior: SPEC §3 a typed receiver address gets its name and avatar; other text clears them', () => {
  const known = reduceAll([...sendTo(RECEIVER), names.receiverResolved({ receiver: RECEIVER, name: 'bob.reown.id', avatar: 'https://img.test/bob.png' })])
  assert.is(known.send.receiverProfileName, 'bob.reown.id')
  assert.is(known.send.receiverProfileImageUrl, 'https://img.test/bob.png')
  const stale = reduceAll([...sendTo(RECEIVER), events.send.receiverChanged({ receiver: '0x1' }), names.receiverResolved({ receiver: RECEIVER, name: 'bob.reown.id' })])
  assert.is(stale.send.receiverProfileName, undefined, 'an answer for older text is dropped')
  const cleared = reduceAll([...sendTo(RECEIVER), names.receiverResolved({ receiver: RECEIVER, name: 'bob.reown.id' }), events.send.receiverChanged({ receiver: 'x' })])
  assert.is(cleared.send.receiverProfileName, undefined)
})

test('behavior: a typed name resolves to its address: the send is valid and goes there', () => {
  const unresolved = reduceAll([...sendTo('bob.reown.id'), events.send.previewRequested()])
  assert.is(unresolved.send.problem, 'address', 'a name is not an address until resolved')
  const resolved = reduceAll([...sendTo('bob.reown.id'), names.receiverResolved({ receiver: 'bob.reown.id', address: RECEIVER, name: 'bob.reown.id' }), events.send.previewRequested()])
  assert.is(resolved.send.problem, undefined)
  assert.is(resolved.view, 'SendPreview')
  assert.is(resolved.send.receiverAddress, RECEIVER)
})

test("error: SPEC §8 'Error resolving name' for a name the service does not know (a code)", () => {
  const state = reduceAll([
    ...sendTo('nobody.reown.id'),
    names.receiverResolveFailed({ receiver: 'nobody.reown.id', error: toErrorData(new ServiceError('Error resolving name', { useApiMessage: false })) }),
  ])
  assert.equal(state.send.receiverError, { code: 'errorResolvingName' })
})

test.run()
