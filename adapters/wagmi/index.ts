/**
 * `latch/wagmi`: Latch under wagmi (API.md "Other entries") — a connector whose account and chain
 * follow the modal, and a config helper. wagmi, @wagmi/core and @tanstack/react-query are optional
 * peers, needed by this entry only.
 */
export { latchConnector, type LatchConnectorParameters } from './latchConnector.ts'
export { latchWagmiConfig, type LatchWagmiConfigParameters } from './latchWagmiConfig.ts'
export { latchWagmiInitialState } from './initialWagmiState.ts'
