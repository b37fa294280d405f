import { useCallback, useEffect, useState } from 'react';
import type { Address } from 'viem';
import { connectWallet, injectedWallet, WALLET_MISSING_TEXT, walletProblem, type Eip1193Provider } from '../api/web3-wallet';

export type Web3WalletState =
  | { status: 'idle' }
  | { status: 'connecting' }
  | { status: 'connected'; wallet: Eip1193Provider; address: Address }
  | { status: 'failed'; message: string };

export interface Web3Wallet {
  state: Web3WalletState;
  /** Finds the injected wallet, puts it on the chain and asks for its account. */
  connect: () => void;
}

/**
 * The connection to the browser's Web3 wallet for one bridge chain. Switching account or chain in
 * the wallet drops the connection, so what is shown always matches what the wallet would sign with.
 */
export function useWeb3Wallet(chainId: bigint, network: string): Web3Wallet {
  const [state, setState] = useState<Web3WalletState>({ status: 'idle' });

  const connect = useCallback(() => {
    const wallet = injectedWallet();
    if (!wallet) {
      setState({ status: 'failed', message: WALLET_MISSING_TEXT });
      return;
    }
    setState({ status: 'connecting' });
    connectWallet(wallet, chainId, network).then(
      (address) => setState({ status: 'connected', wallet, address }),
      (error: unknown) => setState({ status: 'failed', message: walletProblem(error).message }),
    );
  }, [chainId, network]);

  const wallet = state.status === 'connected' ? state.wallet : null;
  useEffect(() => {
    if (!wallet?.on) return;
    const disconnect = () => setState({ status: 'idle' });
    wallet.on('accountsChanged', disconnect);
    wallet.on('chainChanged', disconnect);
    return () => {
      wallet.removeListener?.('accountsChanged', disconnect);
      wallet.removeListener?.('chainChanged', disconnect);
    };
  }, [wallet]);

  return { state, connect };
}
