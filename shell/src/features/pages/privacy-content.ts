import type { TextSection } from './text-page';

/** The privacy policy: what the site keeps, where requests go, and what it never sees. */
export function privacySections(name: string): readonly TextSection[] {
  return [
    {
      heading: 'Your keys',
      paragraphs: [
        `${name} never sees your private keys or your password. Every signature is made inside Hive Keychain, which hands the site only the signature or the id of the transaction you approved.`,
      ],
    },
    {
      heading: 'Signing in',
      paragraphs: [
        `To sign you in, your browser sends ${name}’s service your Hive username, the current time and the signature Keychain made over them. The service checks the signature against your public keys on the Hive blockchain and answers with two session tokens.`,
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'auth.access_token and auth.refresh_token hold your session. They are sent only to this site (SameSite strict), expire when the tokens themselves expire, and are deleted when you log out.',
        'hive-rpc, sidechain-rpc and sidechain-id hold the nodes you chose in the RPC Configuration. They exist only if you made a choice, and are kept for 365 days.',
        'No cookie is used for advertising or for tracking you across sites.',
      ],
    },
    {
      heading: 'Storage in your browser',
      paragraphs: [
        'announcements-shown lists the site announcements you have already opened, so they are not shown again. color-mode keeps your choice of light, dark or system colours. trusted-nodes lists the node addresses you typed in the RPC Configuration and confirmed you trust.',
        'Your OpenHive cart (the NFTs you put in it) and how you arranged your wallet balances are kept per account on this browser. A short-lived marker in the session storage stops the page from reloading in a loop after the site is updated.',
        'All of this stays on your device; you can delete it at any time by clearing the site data in your browser.',
      ],
    },
    {
      heading: 'Services your browser calls',
      paragraphs: [
        `The pages read data from Hive and Hive Engine nodes, a transaction history service, ${name}’s service (site settings and sign-in), a price service for the HIVE price in dollars, the bridge services when you move coins, and the image hosts that serve token icons and NFT pictures.`,
        'Like any web request, each call shows your IP address to the server that answers it. You can pick the nodes yourself in the RPC Configuration.',
      ],
    },
    {
      heading: 'Public by design',
      paragraphs: [
        'Balances, orders, transfers, NFT ownership and every transaction you sign are recorded on public blockchains. Anyone can read them, and they cannot be deleted, by us or by anyone else.',
      ],
    },
    {
      heading: 'No tracking',
      paragraphs: [`${name} runs no analytics, advertising or third-party tracking scripts.`],
    },
  ];
}
