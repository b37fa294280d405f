import { render as renderInDom, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, evmBridgeApi } from '@tdx/api';
import type { Settings } from '@tdx/contracts';
import { transfer } from '@tdx/keychain';
import { decodeFunctionData, erc20Abi, getAddress, toHex } from 'viem';
import { WALLET_MISSING_TEXT, WALLET_REJECTED_TEXT } from '../api/web3-wallet';
import { transferOptions, type EvmOption } from '../utils/transfer-options';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { findDepositTransfer } from '../api/find-deposit-transfer';
import { addressMismatchText, EvmDepositPanel } from './evm-deposit-panel';
import { queryClient } from '@tdx/data';

jest.mock('@tdx/api', () => ({ ...jest.requireActual('@tdx/api'), evmBridgeApi: { eth: { getRegisteredAddress: jest.fn() } } }));
jest.mock('@tdx/keychain', () => ({ ...jest.requireActual('@tdx/keychain'), transfer: jest.fn() }));
const registeredMock = evmBridgeApi.eth.getRegisteredAddress as jest.Mock;
const transferMock = transfer as jest.Mock;
jest.mock('../api/find-deposit-transfer', () => ({ findDepositTransfer: jest.fn() }));
const findTransferMock = findDepositTransfer as jest.Mock;

/** The panel on /bridge, with the transfer page it opens once the bridge lists the deposit. */
function render(panel: ReactElement) {
  return renderInDom(
    <MemoryRouter initialEntries={['/bridge']}>
      <Routes>
        <Route path="/bridge" element={panel} />
        <Route path="/bridge/tx/:id" element={<p>Transfer page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const WALLET_ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const GATEWAY = '0x1c1fe6bce49c2f1a8a4c5d2e3f4a5b6c7d8e9f01';
const USDT_CONTRACT = '0xdac17f958d2ee523a2206206994597c13d831ec7';
const HASH = `0x${'12'.repeat(32)}`;
const SETTINGS = {
  eth_bridge: { account: 'eth-bridge', id: 'ethereum_bridge', chain_id: '1', gateway_address: GATEWAY, ethereum: { name: 'Ether', symbol: 'ETH', pegged_token_symbol: 'SWAP.ETH' } },
} as Settings;
const options = transferOptions(
  [],
  [{ name: 'Tether USD', symbol: 'USDT', pegged_token_symbol: 'SWAP.USDT', contract_address: USDT_CONTRACT, evm_precision: 6, network: 'eth', depositEnabled: true, withdrawEnabled: true }],
  SETTINGS,
) as EvmOption[];
const ETH = options.find((option) => option.coin === 'ETH')!;
const USDT = options.find((option) => option.coin === 'USDT')!;

type Handler = (params: unknown[] | undefined) => unknown;
/** An injected EIP-1193 wallet on `chainId` answering with `handlers`; records every request. */
function installWallet(chainId: string, handlers: Record<string, Handler> = {}) {
  const requests: { method: string; params?: unknown[] }[] = [];
  let chain = chainId;
  const defaults: Record<string, Handler> = {
    eth_chainId: () => chain,
    wallet_switchEthereumChain: (params) => {
      chain = (params![0] as { chainId: string }).chainId;
      return null;
    },
    eth_requestAccounts: () => [WALLET_ADDRESS],
    personal_sign: () => '0xsignature',
    eth_sendTransaction: () => HASH,
  };
  (window as { ethereum?: unknown }).ethereum = {
    request: jest.fn(async ({ method, params }: { method: string; params?: unknown[] }) => {
      requests.push({ method, params });
      return (handlers[method] ?? defaults[method])(params);
    }),
  };
  return requests;
}

const rejection = () => {
  throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
};

afterEach(() => {
  queryClient.clear();
  delete (window as { ethereum?: unknown }).ethereum;
  jest.resetAllMocks();
});

const connect = () => userEvent.click(screen.getByRole('button', { name: 'Connect Web3 wallet' }));

describe('EvmDepositPanel', () => {
  it('says so when there is no Web3 wallet, and warns about smart transactions', async () => {
    registeredMock.mockResolvedValue(WALLET_ADDRESS);
    render(<EvmDepositPanel account="alice" option={ETH} settings={SETTINGS} />);
    expect(screen.getByText(/turn off MetaMask "smart transactions"/)).toBeInTheDocument();
    await connect();
    expect(screen.getByText(WALLET_MISSING_TEXT)).toBeInTheDocument();
  });

  it('switches a wallet on another chain to the bridge’s, then sends the native coin in wei to the gateway and opens its transfer', async () => {
    registeredMock.mockResolvedValue(getAddress(WALLET_ADDRESS));
    findTransferMock.mockResolvedValue('d-1');
    const requests = installWallet('0xaa36a7');
    render(<EvmDepositPanel account="alice" option={ETH} settings={SETTINGS} />);
    await connect();
    expect(await screen.findByText(`Connected wallet address: ${WALLET_ADDRESS}`)).toBeInTheDocument();
    expect(requests).toContainEqual({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] });
    const amount = screen.getByLabelText('Amount (ETH)');
    await userEvent.type(amount, '0.5.1');
    await userEvent.click(screen.getByRole('button', { name: 'Send from wallet' }));
    expect(screen.getByText('Enter a valid amount')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '0.25');
    await userEvent.click(screen.getByRole('button', { name: 'Send from wallet' }));
    expect(await screen.findByText('Transfer page')).toBeInTheDocument();
    expect(findTransferMock).toHaveBeenCalledWith('alice', 'eth', HASH);
    expect(requests.filter((request) => request.method === 'eth_sendTransaction')).toEqual([
      { method: 'eth_sendTransaction', params: [{ from: getAddress(WALLET_ADDRESS), to: getAddress(GATEWAY), value: toHex(250_000_000_000_000_000n) }] },
    ]);
  });

  it('sends a token as an ERC-20 transfer call, and keeps the form when the wallet rejects it', async () => {
    registeredMock.mockResolvedValue(WALLET_ADDRESS);
    const requests = installWallet('0x1', { eth_sendTransaction: rejection });
    render(<EvmDepositPanel account="alice" option={USDT} settings={SETTINGS} />);
    await connect();
    await userEvent.type(await screen.findByLabelText('Amount (USDT)'), '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Send from wallet' }));
    expect(await screen.findByText(WALLET_REJECTED_TEXT)).toBeInTheDocument();
    expect(screen.getByLabelText('Amount (USDT)')).toHaveValue('12.5');
    const sent = requests.find((request) => request.method === 'eth_sendTransaction')!.params![0] as { to: string; data: `0x${string}` };
    expect(sent.to).toBe(getAddress(USDT_CONTRACT));
    expect(decodeFunctionData({ abi: erc20Abi, data: sent.data }).args).toEqual([getAddress(GATEWAY), 12_500_000n]);
  });

  it('links the transaction and the transfer list when the bridge does not list the deposit in time', async () => {
    registeredMock.mockResolvedValue(WALLET_ADDRESS);
    findTransferMock.mockResolvedValue(null);
    installWallet('0x1');
    render(<EvmDepositPanel account="alice" option={ETH} settings={SETTINGS} />);
    await connect();
    await userEvent.type(await screen.findByLabelText('Amount (ETH)'), '0.25');
    await userEvent.click(screen.getByRole('button', { name: 'Send from wallet' }));
    expect(await screen.findByRole('link', { name: 'your bridge transfers' })).toHaveAttribute('href', '/bridge/transfers?account=alice');
    expect(screen.getByRole('link', { name: 'The transaction on Ethereum in the block explorer (opens a new tab)' })).toHaveAttribute('href', `https://etherscan.io/tx/${HASH}`);
  });

  it('refuses to deposit from another address than the registered one and registers the connected one through both wallets', async () => {
    registeredMock.mockResolvedValueOnce('0x000000000000000000000000000000000000dEaD').mockResolvedValue(WALLET_ADDRESS);
    transferMock.mockResolvedValue({ success: true, result: { id: 'hivetx', tx_id: 'hivetx' } });
    const requests = installWallet('0x1');
    render(<EvmDepositPanel account="bob" option={ETH} settings={SETTINGS} />);
    await connect();
    expect(await screen.findByText(addressMismatchText('bob'))).toBeInTheDocument();
    expect(screen.queryByLabelText('Amount (ETH)')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update registered address' }));
    expect(requests).toContainEqual({ method: 'personal_sign', params: [toHex('bob'), WALLET_ADDRESS] });
    expect(transferMock).toHaveBeenCalledWith(
      'bob',
      'eth-bridge',
      '0.001',
      JSON.stringify({ id: 'ethereum_bridge', json: { ethereumAddress: WALLET_ADDRESS, signature: '0xsignature' } }),
      'HIVE',
    );
    expect(await screen.findByLabelText('Amount (ETH)')).toBeInTheDocument();
  });

  it('sends no registration transfer when the signature is refused', async () => {
    registeredMock.mockRejectedValue(new ApiError(404, 'Address not found', null));
    installWallet('0x1', { personal_sign: rejection });
    render(<EvmDepositPanel account="carol" option={ETH} settings={SETTINGS} />);
    await connect();
    expect(await screen.findByText('Address registered for @carol: none yet')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Register address' }));
    expect(await screen.findByText(WALLET_REJECTED_TEXT)).toBeInTheDocument();
    expect(transferMock).not.toHaveBeenCalled();
  });
});
