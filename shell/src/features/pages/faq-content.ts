export interface FaqEntry {
  question: string;
  answer: readonly string[];
}

export interface FaqGroup {
  title: string;
  entries: readonly FaqEntry[];
}

/**
 * The questions people ask, grouped by topic. Fees are the sidechain contracts' defaults; the chain
 * can change them, so the answers send readers to the form, which shows the live value.
 */
export function faqGroups(name: string): readonly FaqGroup[] {
  return [
    {
      title: 'Getting started',
      entries: [
        {
          question: `What do I need to use ${name}?`,
          answer: [
            'A Hive account and the Hive Keychain extension, available for the major desktop browsers and as a mobile app with its own browser.',
            'Browsing tokens, markets, pools and NFTs needs neither: you only sign in to act on your own assets.',
          ],
        },
        {
          question: 'How does signing in work?',
          answer: [
            `Choose Login, type your Hive username and approve the request in Keychain. Keychain signs a short message (your username and the current time) with your posting key, and ${name} checks that signature against your account on the Hive blockchain.`,
            'No password and no private key is ever typed into the site.',
          ],
        },
        {
          question: 'Which keys are used, and when?',
          answer: [
            'The posting key signs you in. Everything that moves tokens or NFTs is a Hive operation signed with your active key, and Keychain shows you each one to approve or reject first.',
            `Your keys stay inside Keychain: ${name} only receives signatures and transaction ids.`,
          ],
        },
        {
          question: 'How long do I stay signed in?',
          answer: [
            'Your session is a pair of tokens kept in two cookies. While the site is open they are renewed in the background; logging out deletes both at once.',
          ],
        },
      ],
    },
    {
      title: 'Tokens, trading and fees',
      entries: [
        {
          question: 'What does it cost to create a token?',
          answer: [
            'Creating a token burns a fee in BEE, 100 BEE by default. Enabling staking and enabling delegation on a token burn 1,000 BEE each.',
            'The sidechain can change these fees, so the forms show the current fee and your BEE balance before you confirm.',
          ],
        },
        {
          question: 'Is there a trading fee?',
          answer: [
            'The order book itself charges no fee. Your first sidechain action in each Hive block is free; every further market action in the same block burns 0.001 BEED, the sidechain’s guard against spam.',
            'Open orders expire after 30 days at most; their tokens then return to your balance.',
          ],
        },
        {
          question: 'What do swaps and pools cost?',
          answer: [
            'Each swap through a liquidity pool leaves 0.25 % of the amount in the pool, for its liquidity providers. The swap form shows this fee and the price impact before you confirm.',
            'Opening a new pool burns 1,000 BEE by default.',
          ],
        },
        {
          question: 'What do NFTs cost?',
          answer: [
            'Creating an NFT collection burns 100 BEE by default, and issuing an instance costs 0.001 BEE, plus 0.001 BEE for each property the collection defines (default fees).',
            'On OpenHive the seller pays the market fee, taken from the sale price: 5 % unless the collection sets another. Listing and cancelling are free.',
          ],
        },
        {
          question: 'Why did my transaction fail?',
          answer: [
            'The sidechain checks every action when it processes the block: a balance too small, too many decimals or an order that cannot be filled are refused. The site then shows the reason the chain gave, and nothing has changed.',
            'If you reject a request in Keychain, nothing is sent at all.',
          ],
        },
      ],
    },
    {
      title: 'Deposits and withdrawals',
      entries: [
        {
          question: 'How do I get SWAP.HIVE?',
          answer: [
            'Deposit HIVE from the wallet. Keychain sends your HIVE to the peg account, and the sidechain credits the same amount of SWAP.HIVE minus a 0.75 % fee (at least 0.001 HIVE).',
            'SWAP.HIVE is the currency every market is priced in.',
          ],
        },
        {
          question: 'How do withdrawals work?',
          answer: [
            'Withdrawing SWAP.HIVE takes it off the sidechain and queues a HIVE transfer to your Hive account, minus 0.75 % (at least 0.001 HIVE). The smallest withdrawal is 0.002.',
            'Until the transfer is sent, it is listed under Pending withdrawals in your wallet.',
          ],
        },
        {
          question: 'Can I deposit BTC, ETH or other coins?',
          answer: [
            'Yes, through the bridge. For coins such as BTC, LTC or DOGE you get a deposit address, or an account and memo; what arrives there is credited as the matching SWAP token after the network’s confirmations.',
            'ETH, BNB, POL and their tokens go through the EVM bridges with a Web3 wallet. Withdrawals to those chains cost 1 % plus the network’s gas. When a coin is paused, the deposit and withdrawal forms say why.',
          ],
        },
      ],
    },
    {
      title: 'Nodes and connection',
      entries: [
        {
          question: 'Which servers does the site talk to?',
          answer: [
            `Sidechain nodes to read the chain, Hive nodes for accounts and broadcasts, a history service, ${name}’s own service for sign-in and site settings, a price service for the HIVE price in dollars, and the bridge services when you use them.`,
          ],
        },
        {
          question: 'Can I choose the nodes myself?',
          answer: [
            'Yes. The RPC Configuration button at the bottom right of every page lets you choose the sidechain and Hive nodes the site uses. Your choice is kept in cookies on this browser for a year.',
          ],
        },
        {
          question: 'What happens when a node is down?',
          answer: [
            'The site moves on to the next node in its list, starting again at the first after the last, so one slow or broken node does not stop you. A page that still cannot load its data says so and offers to try again.',
          ],
        },
        {
          question: 'The site says it is down for maintenance.',
          answer: [
            'While maintenance is on, every page shows a maintenance notice. Your tokens and NFTs stay safe on chain; come back a little later.',
          ],
        },
      ],
    },
  ];
}
