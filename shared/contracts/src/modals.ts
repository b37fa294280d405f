/** Modals the shell opens by name on `open-modal` / `close-modal` events (any app may ask). */
export const MODAL_NAMES = {
  login: 'loginModal',
  installKeychain: 'installKeychainModal',
  /** Props: `{ id }` of an entry of `settings.announcements`. */
  announcement: 'announcement',
  rpcConfiguration: 'rpcConfiguration',
} as const;

export type ModalName = (typeof MODAL_NAMES)[keyof typeof MODAL_NAMES];
