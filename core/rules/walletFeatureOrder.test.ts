import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { walletFeatureOrder, WALLET_FEATURES } from './walletFeatureOrder.ts'

const all = () => true

test('default: SPEC §9 the default wallet feature order is onramp, swaps, receive, send', () => {
  assert.equal(walletFeatureOrder(undefined, all), ['onramp', 'swaps', 'receive', 'send'])
  assert.equal([...WALLET_FEATURES], ['onramp', 'swaps', 'receive', 'send'])
})

test('parameters: SPEC §9 a configured order comes first, each feature once; the features it leaves out follow in the default order', () => {
  assert.equal(walletFeatureOrder(['send', 'receive'], all), ['send', 'receive', 'onramp', 'swaps'])
  assert.equal(walletFeatureOrder(['send', 'send', 'swaps'], all), ['send', 'swaps', 'onramp', 'receive'])
})

test('behavior: SPEC §6 a feature whose flag is off (or that cannot run here) is not offered', () => {
  assert.equal(
    walletFeatureOrder(['send', 'onramp'], (f) => f !== 'onramp' && f !== 'swaps'),
    ['send', 'receive'],
  )
  assert.equal(
    walletFeatureOrder(undefined, () => false),
    [],
  )
})

test.run()
