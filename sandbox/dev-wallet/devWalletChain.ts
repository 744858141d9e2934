/** An EVM chain the dev wallet knows: reads go to `rpcUrl`. */
export interface DevWalletChain {
  chainId: number
  rpcUrl: string
  name?: string
  nativeCurrency?: { name: string; symbol: string; decimals: number }
}
