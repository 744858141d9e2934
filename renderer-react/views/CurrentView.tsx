import type { ViewName } from '../../core/index.ts'
import { NotYetAvailable } from '../components/NotYetAvailable.tsx'
import { Account } from './Account.tsx'
import { ApproveTransaction } from './ApproveTransaction.tsx'
import { EmailLogin, EmailVerifyDevice, EmailVerifyOtp } from './EmailLogin.tsx'
import { AllWallets } from './AllWallets.tsx'
import { Connect } from './Connect.tsx'
import { Downloads } from './Downloads.tsx'
import { ConnectingWalletConnectBasic } from './ConnectingWalletConnectBasic.tsx'
import { ConnectingExternal } from './ConnectingExternal.tsx'
import { ConnectingSocial } from './ConnectingSocial.tsx'
import { ConnectingWalletConnect } from './ConnectingWalletConnect.tsx'
import { Networks } from './Networks.tsx'
import { ProfileWallets } from './ProfileWallets.tsx'
import { Receive } from './Receive.tsx'
import { Send } from './Send.tsx'
import { SendPreview } from './SendPreview.tsx'
import { SIWXSignMessage } from './SIWXSignMessage.tsx'
import { SwitchActiveChain } from './SwitchActiveChain.tsx'
import { Swap } from './Swap.tsx'
import { RegisterAccountName, RegisterAccountNameSuccess } from './RegisterAccountName.tsx'
import { SmartSessions } from './SmartSessions.tsx'
import { SwapPreview } from './SwapPreview.tsx'
import { SwapSelectToken } from './SwapSelectToken.tsx'
import { BuySelectToken } from './BuySelectToken.tsx'
import { ConnectingFarcaster } from './ConnectingFarcaster.tsx'
import { UpdateEmailWallet } from './UpdateEmailWallet.tsx'
import { SwitchNetwork } from './SwitchNetwork.tsx'
import { UnsupportedChain } from './UnsupportedChain.tsx'
import { WhatIsAWallet } from './WhatIsAWallet.tsx'
// Buy is in the dialog chunk: as a chunk of its own, the hooks it shares with the page
// split the button page's up-front code into one more file (scripts/hostSize.test.ts).
import { Buy } from './Buy.tsx'
// Pay too, for the same reason (its epic is the chunk of its own).
import { Pay } from './Pay.tsx'

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
    case 'ConnectingExternal':
      return <ConnectingExternal />
    case 'ConnectingWalletConnect':
      return <ConnectingWalletConnect />
    case 'Send':
      return <Send />
    case 'SendPreview':
      return <SendPreview />
    case 'Receive':
      return <Receive />
    case 'Swap':
      return <Swap />
    case 'SwapPreview':
      return <SwapPreview />
    case 'SwapSelectToken':
      return <SwapSelectToken />
    case 'BuySelectToken':
      return <BuySelectToken />
    case 'Buy':
      return <Buy />
    case 'AllWallets':
      return <AllWallets />
    case 'ProfileWallets':
      return <ProfileWallets />
    case 'WhatIsAWallet':
      return <WhatIsAWallet />
    case 'Downloads':
      return <Downloads />
    case 'SIWXSignMessage':
      return <SIWXSignMessage />
    case 'EmailLogin':
      return <EmailLogin />
    case 'EmailVerifyOtp':
      return <EmailVerifyOtp />
    case 'EmailVerifyDevice':
      return <EmailVerifyDevice />
    case 'ApproveTransaction':
      return <ApproveTransaction />
    case 'ConnectingWalletConnectBasic':
      return <ConnectingWalletConnectBasic />
    case 'RegisterAccountName':
      return <RegisterAccountName />
    case 'RegisterAccountNameSuccess':
      return <RegisterAccountNameSuccess />
    case 'SmartSessions':
      return <SmartSessions />
    case 'ConnectingSocial':
      return <ConnectingSocial />
    case 'ConnectingFarcaster':
      return <ConnectingFarcaster />
    case 'UpdateEmailWallet':
      return <UpdateEmailWallet />
    case 'Pay':
      return <Pay />
    case 'WalletSettings':
    case 'Transactions':
    case 'WhatIsANetwork':
      return <NotYetAvailable view={view} />
    default:
      return assertNever(view)
  }
}

function assertNever(value: never): never {
  throw new Error(`Unknown view: ${String(value)}`)
}
