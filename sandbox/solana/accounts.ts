/**
 * Deterministic Solana keys of the sandbox. Browser-safe (no Node imports): the dev wallet derives
 * the same keypairs from these seeds with `Keypair.fromSeed`.
 *
 * Each seed is `sha256('latch-sandbox/solana/' + label)` in hex, fixed here so every run, test and
 * browser page agrees on the addresses without sharing state.
 */

/** Seeds (32 bytes, hex) of the funded sandbox accounts, index 0 first. */
export const SOLANA_ACCOUNT_SEEDS: readonly string[] = [
  '6daa2bc18ea12b3a87710f552383b136d3c5c7aafd60ba309a899c411e4654d8', // account/0
  'b8479df94942bdf60851262095446b695a069717dc1255e68d230d7eec27be2b', // account/1
  '8f6552c218b8c710769ca06c263ffe8cd5890388e1834eecaadd4d60218b47af', // account/2
  '1e8a28ee08947a98648b73f423ad05e50347b6d4969235997fb2574d0169d5fd', // account/3
  '3123f5c21471462b9fb9873e36162f69ed872a6f557131aa36f946a0ceb3d89f', // account/4
]

/** Seed (hex) of the USDC-like mint's keypair: its address is the mint address. */
export const SOLANA_USDC_MINT_SEED = '30076f82adc9eed811aa932b542353bc06027db8fc2f0e50263d16c2cc5bbaed'

/** Native balance each seeded account starts with: 1,000 SOL. */
export const SOLANA_SEED_LAMPORTS = 1_000n * 1_000_000_000n

/** USDC-like balance each seeded account starts with, in base units (6 decimals): 10,000 USDC. */
export const SOLANA_SEED_USDC = 10_000n * 1_000_000n

/** Decimals of the USDC-like mint. */
export const SOLANA_USDC_DECIMALS = 6

/** Genesis hash the facade reports (`getGenesisHash`): base58 of sha256('latch-sandbox/solana/genesis'). */
export const SOLANA_SANDBOX_GENESIS_HASH = 'rLwfLCzwPd4LgenzcSqJPJpwYkqUFLGce8duSaewaQC'

/** CAIP-2 id of the sandbox chain: namespace plus the first 32 characters of the genesis hash. */
export const SOLANA_SANDBOX_CHAIN_ID = 'solana:rLwfLCzwPd4LgenzcSqJPJpwYkqUFLGc'

/** Turns a hex seed into the 32 bytes `Keypair.fromSeed` expects. */
export function seedBytes(hex: string): Uint8Array {
  if (!/^[0-9a-f]{64}$/.test(hex)) throw new Error(`seed must be 64 hex characters, got "${hex}"`)
  const out = new Uint8Array(32)
  for (let i = 0; i < 32; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  return out
}
