/** The kinds of secret a user may paste into a free-form field. */
export type SecretKind = 'privateKey' | 'mnemonic' | 'jwt' | 'bearerToken' | 'solanaSecretKey' | 'pemKey'

/** 32 bytes of hex, alone or inside text: an EVM private key (or a hash: see {@link findSecret}). */
const HEX_32_BYTES = /(?:^|[^0-9a-f])(?:0x)?[0-9a-f]{64}(?![0-9a-f])/i
/** header.payload.signature, each base64url; the header of a JWT starts with `{"` → `eyJ`. */
const JWT = /eyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]{10,}/
const BEARER = /\bbearer\s+[\w\-.~+/]{16,}=*/i
const PEM = /-----BEGIN [A-Z ]*PRIVATE KEY-----/
/** A 64-byte ed25519 keypair in base58 (86–88 characters), as Solana wallets export it. */
const BASE58_64_BYTES = /(?:^|[^1-9A-HJ-NP-Za-km-z])[1-9A-HJ-NP-Za-km-z]{86,88}(?![1-9A-HJ-NP-Za-km-z])/
/** A 64-byte keypair as a JSON byte array (the Solana CLI's id.json). */
const BYTE_ARRAY_64 = /\[\s*(?:\d{1,3}\s*,\s*){63}\d{1,3}\s*\]/
/** A transaction id alone, or closing an http(s) explorer link. */
const LONE_TRANSACTION_ID = /^(https?:\/\/\S*\/tx\/)?(?:0x[0-9a-fA-F]{64}|[1-9A-HJ-NP-Za-km-z]{86,88})$/
/** 12 to 24 words of 3–8 lowercase letters: the shape of a BIP-39 mnemonic. */
const MNEMONIC = /(?:^|[^a-z])((?:[a-z]{3,8}\s+){11,23}[a-z]{3,8})(?![a-z])/g
/**
 * Function words English sentences cannot do without and the BIP-39 English list does not
 * contain: a run of words holding one is prose (an error's details), not a mnemonic.
 */
const PROSE_WORDS = new Set(
  'the and for with from not was are were you your has have had but can its into our his her any been did does may will would should could which who what when where there their they them how than'.split(
    ' ',
  ),
)

function hasMnemonic(text: string): boolean {
  for (const match of text.matchAll(MNEMONIC)) {
    if (!match[1]!.split(/\s+/).some((word) => PROSE_WORDS.has(word))) return true
  }
  return false
}

/**
 * Finds a secret in text: an EVM private key (32 bytes of hex), a BIP-39-shaped mnemonic, a JWT,
 * a bearer token, a Solana secret key (base58 or byte array) or a PEM private key. Used when a log
 * is exported, so a key pasted into the receiver field never reaches a shared bug report.
 * `allowHash` keeps a lone transaction id in a field that holds them by design: an EVM hash
 * (0x + 32 bytes of hex) or a Solana signature (64 bytes of base58, the very shape of a secret
 * key — such fields are filled from the chain's answer, never typed), alone or at the end of an
 * explorer link (`…/tx/<id>`, core/rules/transactionUrl.ts).
 *
 * @example
 * findSecret('0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318') // 'privateKey'
 * findSecret('sent 1.5 ETH') // undefined
 */
export function findSecret(text: string, options: { allowHash?: boolean } = {}): SecretKind | undefined {
  if (text.length < 32) return undefined
  const id = options.allowHash ? LONE_TRANSACTION_ID.exec(text) : null
  // The link's own part is scanned like any text (a token in a configured explorer URL).
  if (id) return id[1] === undefined ? undefined : findSecret(id[1])
  if (PEM.test(text)) return 'pemKey'
  if (JWT.test(text)) return 'jwt'
  if (BEARER.test(text)) return 'bearerToken'
  if (BYTE_ARRAY_64.test(text) || BASE58_64_BYTES.test(text)) return 'solanaSecretKey'
  if (HEX_32_BYTES.test(text)) return 'privateKey'
  if (hasMnemonic(text)) return 'mnemonic'
  return undefined
}
