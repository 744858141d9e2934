/**
 * What the approval panel names for EVM requests (SPEC.md §6: the user approves what is signed):
 * the method and the network by name always, typed data's primary type and domain, a message's
 * text, a transaction's receiver and value.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { chainLabel, describeEvmRequest } from './describeEvm.ts'

const FROM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

test('default: SPEC §6 the network is named — the sandbox chains as the sandbox names them, others by number', () => {
  assert.is(chainLabel('eip155:31337'), 'Anvil (eip155:31337)')
  assert.is(chainLabel(31338), 'Anvil 31338 (eip155:31338)')
  assert.is(chainLabel('eip155:8453'), 'Base (eip155:8453)')
  assert.is(chainLabel('eip155:5'), 'Chain 5 (eip155:5)')
})

test('behavior: SPEC §6 eth_signTypedData_v4 names the primary type, the domain (name, version, chain, contract) and the message', () => {
  const typed = JSON.stringify({
    domain: { name: 'SandboxCounter', version: '1', chainId: 31337, verifyingContract: '0x4d8E02BBfCf205828A8352Af4376b165E123D7b0' },
    types: { SetNumber: [{ name: 'value', type: 'uint256' }] },
    primaryType: 'SetNumber',
    message: { value: '7' },
  })
  assert.equal(describeEvmRequest('eth_signTypedData_v4', [FROM, typed], 'eip155:31337'), [
    ['Method', 'eth_signTypedData_v4'],
    ['Network', 'Anvil (eip155:31337)'],
    ['Primary type', 'SetNumber'],
    ['Domain', 'SandboxCounter, version 1'],
    ['Domain chain', 'Anvil (eip155:31337)'],
    ['Contract', '0x4d8E02BBfCf205828A8352Af4376b165E123D7b0'],
    ['Message', '{"value":"7"}'],
  ])
})

test('behavior: SPEC §6 personal_sign shows the text of a hex message; eth_sendTransaction its receiver, exact value and data', () => {
  const hello = `0x${Buffer.from('Sign in to the dapp').toString('hex')}`
  assert.equal(describeEvmRequest('personal_sign', [hello, FROM], 'eip155:31338').at(-1), ['Message', 'Sign in to the dapp'])
  assert.equal(describeEvmRequest('eth_sendTransaction', [{ from: FROM, to: FROM, value: '0x6f05b59d3b20000', data: '0xd09de08a' }], 'eip155:31337'), [
    ['Method', 'eth_sendTransaction'],
    ['Network', 'Anvil (eip155:31337)'],
    ['To', FROM],
    ['Value', '0.5 ETH'],
    ['Data', '0xd09de08a'],
  ])
})

test('behavior: SPEC §6 wallet_sendCalls names the sender, whether it runs atomically, and each call', () => {
  const rows = describeEvmRequest('wallet_sendCalls', [], 'eip155:31337', {
    kind: 'calls',
    chainId: 31337,
    from: FROM,
    account: 'smartAccount',
    atomic: true,
    calls: [
      { to: FROM, value: '0xde0b6b3a7640000' },
      { to: FROM, value: '0x0', data: '0xd09de08a' },
    ],
  })
  assert.equal(rows, [
    ['Method', 'wallet_sendCalls'],
    ['Network', 'Anvil (eip155:31337)'],
    ['From', `${FROM} (smart account)`],
    ['Execution', 'Atomic: all calls in one transaction, or none'],
    ['Calls', '2'],
    ['Call 1', `${FROM} · 1 ETH`],
    ['Call 2', `${FROM} · 0 ETH · data 0xd09de08a`],
  ])
})

test.run()
