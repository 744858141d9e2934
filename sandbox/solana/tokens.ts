/**
 * SPL Token account and mint decoding for the RPC facade: `jsonParsed` encodings,
 * getTokenAccountBalance and the token balances of getTransaction's meta.
 */
import { ACCOUNT_SIZE, AccountLayout, AccountState, MINT_SIZE, MintLayout, TOKEN_PROGRAM_ID } from '@solana/spl-token'

export const TOKEN_PROGRAM = TOKEN_PROGRAM_ID.toBase58()

export interface UiTokenAmount {
  amount: string
  decimals: number
  uiAmount: number | null
  uiAmountString: string
}

export interface DecodedTokenAccount {
  mint: string
  owner: string
  amount: bigint
  state: 'uninitialized' | 'initialized' | 'frozen'
  isNative: boolean
  delegate: string | null
  delegatedAmount: bigint
  closeAuthority: string | null
}

export interface DecodedMint {
  mintAuthority: string | null
  supply: bigint
  decimals: number
  isInitialized: boolean
  freezeAuthority: string | null
}

export function isTokenAccount(owner: string, data: Uint8Array): boolean {
  return owner === TOKEN_PROGRAM && data.length === ACCOUNT_SIZE
}

export function isMint(owner: string, data: Uint8Array): boolean {
  return owner === TOKEN_PROGRAM && data.length === MINT_SIZE
}

export function decodeTokenAccount(data: Uint8Array): DecodedTokenAccount {
  const raw = AccountLayout.decode(Buffer.from(data))
  return {
    mint: raw.mint.toBase58(),
    owner: raw.owner.toBase58(),
    amount: raw.amount,
    state: raw.state === AccountState.Frozen ? 'frozen' : raw.state === AccountState.Initialized ? 'initialized' : 'uninitialized',
    isNative: raw.isNativeOption === 1,
    delegate: raw.delegateOption === 1 ? raw.delegate.toBase58() : null,
    delegatedAmount: raw.delegatedAmount,
    closeAuthority: raw.closeAuthorityOption === 1 ? raw.closeAuthority.toBase58() : null,
  }
}

export function decodeMint(data: Uint8Array): DecodedMint {
  const raw = MintLayout.decode(Buffer.from(data))
  return {
    mintAuthority: raw.mintAuthorityOption === 1 ? raw.mintAuthority.toBase58() : null,
    supply: raw.supply,
    decimals: raw.decimals,
    isInitialized: raw.isInitialized,
    freezeAuthority: raw.freezeAuthorityOption === 1 ? raw.freezeAuthority.toBase58() : null,
  }
}

/** `uiAmountString` without floating-point rounding: the decimal point is placed on the digits. */
export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const digits = amount.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  const uiAmountString = fraction ? `${whole}.${fraction}` : whole
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}

/** The `parsed` object RPC nodes return for `encoding: 'jsonParsed'`, or null if not a token account/mint. */
export function parsedTokenData(
  owner: string,
  data: Uint8Array,
  decimalsOf: (mint: string) => number,
): { program: 'spl-token'; parsed: { type: string; info: Record<string, unknown> }; space: number } | null {
  if (isTokenAccount(owner, data)) {
    const account = decodeTokenAccount(data)
    const decimals = decimalsOf(account.mint)
    const info: Record<string, unknown> = {
      isNative: account.isNative,
      mint: account.mint,
      owner: account.owner,
      state: account.state,
      tokenAmount: uiTokenAmount(account.amount, decimals),
    }
    if (account.delegate) {
      info.delegate = account.delegate
      info.delegatedAmount = uiTokenAmount(account.delegatedAmount, decimals)
    }
    if (account.closeAuthority) info.closeAuthority = account.closeAuthority
    return { program: 'spl-token', parsed: { type: 'account', info }, space: data.length }
  }
  if (isMint(owner, data)) {
    const mint = decodeMint(data)
    return {
      program: 'spl-token',
      parsed: {
        type: 'mint',
        info: {
          decimals: mint.decimals,
          freezeAuthority: mint.freezeAuthority,
          isInitialized: mint.isInitialized,
          mintAuthority: mint.mintAuthority,
          supply: mint.supply.toString(),
        },
      },
      space: data.length,
    }
  }
  return null
}
