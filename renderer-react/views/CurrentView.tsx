import type { ViewName } from '../../core/index.ts'
import { NotYetAvailable } from '../components/NotYetAvailable.tsx'
import { Account } from './Account.tsx'
import { Connect } from './Connect.tsx'
import { Networks } from './Networks.tsx'
import { SwitchActiveChain } from './SwitchActiveChain.tsx'
import { SwitchNetwork } from './SwitchNetwork.tsx'
import { UnsupportedChain } from './UnsupportedChain.tsx'

/** The component of each view: an exhaustive switch, so a new ViewName fails the typecheck here. */
export function CurrentView({ view }: { view: ViewName }) {
  switch (view) {
    case 'Connect':
      return <Connect />
    case 'Account':
      return <Account />
    case 'Networks':
      return <Networks />
    case 'SwitchNetwork':
      return <SwitchNetwork />
    case 'SwitchActiveChain':
      return <SwitchActiveChain />
    case 'UnsupportedChain':
      return <UnsupportedChain />
    case 'AllWallets':
    case 'ConnectingWalletConnect':
    case 'ConnectingWalletConnectBasic':
    case 'ConnectingExternal':
    case 'ConnectingFarcaster':
    case 'ConnectingSocial':
    case 'EmailLogin':
    case 'EmailVerifyOtp':
    case 'EmailVerifyDevice':
    case 'UpdateEmailWallet':
    case 'ProfileWallets':
    case 'SIWXSignMessage':
    case 'ApproveTransaction':
    case 'RegisterAccountName':
    case 'RegisterAccountNameSuccess':
    case 'Send':
    case 'SendPreview':
    case 'Receive':
    case 'Swap':
    case 'SwapPreview':
    case 'SwapSelectToken':
    case 'Buy':
    case 'BuySelectToken':
    case 'WalletSettings':
    case 'Transactions':
    case 'WhatIsAWallet':
    case 'WhatIsANetwork':
      return <NotYetAvailable view={view} />
    default:
      return assertNever(view)
  }
}

function assertNever(value: never): never {
  throw new Error(`Unknown view: ${String(value)}`)
}
