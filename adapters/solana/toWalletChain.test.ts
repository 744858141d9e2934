import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { toWalletChain } from './toWalletChain.ts'

test('behavior: the CAIP id when the wallet lists it, else the cluster name, else localnet for a local node', () => {
  assert.is(toWalletChain('solana:rLwfLCzwPd4LgenzcSqJPJpwYkqUFLGc', ['solana:localnet', 'solana:rLwfLCzwPd4LgenzcSqJPJpwYkqUFLGc']), 'solana:rLwfLCzwPd4LgenzcSqJPJpwYkqUFLGc')
  assert.is(toWalletChain('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', ['solana:mainnet', 'solana:devnet']), 'solana:mainnet')
  assert.is(toWalletChain('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', ['solana:mainnet', 'solana:devnet']), 'solana:devnet')
  assert.is(toWalletChain('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', []), 'solana:testnet')
  assert.is(toWalletChain('solana:someLocalGenesis', ['solana:localnet']), 'solana:localnet')
  assert.is(toWalletChain('solana:someLocalGenesis', ['solana:mainnet']), 'solana:someLocalGenesis')
})

test.run()
