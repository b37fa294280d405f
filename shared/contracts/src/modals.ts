/** Modals the shell opens by name on `open-modal` / `close-modal` events (any app may ask). */
export const MODAL_NAMES = {
  login: 'loginModal',
  installKeychain: 'installKeychainModal',
} as const;

export type ModalName = (typeof MODAL_NAMES)[keyof typeof MODAL_NAMES];
