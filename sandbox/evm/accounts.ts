import { HDKey, hdKeyToAccount, type HDAccount } from 'viem/accounts'
import { pbkdf2Sync } from 'node:crypto'
import { TEST_MNEMONIC } from './anvil.ts'

/** Index of the sandbox operator account: deploys, mints, seeds pools and pays onramp purchases. */
export const OPERATOR_INDEX = 9

let root: HDKey | undefined
const cache = new Map<number, HDAccount>()

/**
 * The standard test-mnemonic account at `index` (m/44'/60'/0'/0/index), as anvil funds it.
 * The seed is derived once per process.
 * @example testAccount(0).address // 0xf39F…2266
 */
export function testAccount(index: number): HDAccount {
  let account = cache.get(index)
  if (!account) {
    // BIP-39 seed with node's native PBKDF2 (the pure-JS one takes ~0.4 s).
    root ??= HDKey.fromMasterSeed(pbkdf2Sync(TEST_MNEMONIC.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512'))
    account = hdKeyToAccount(root, { addressIndex: index })
    cache.set(index, account)
  }
  return account
}
