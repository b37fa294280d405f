/** The Hive Keychain wallet logo (a key on the Hive red), drawn inline: no third-party image load. */
export function KeychainLogo() {
  return (
    <svg width="72" height="72" viewBox="0 0 72 72" role="img" aria-label="Hive Keychain logo">
      <rect width="72" height="72" rx="16" fill="#e31337" />
      <circle cx="27" cy="36" r="11" fill="none" stroke="#fff" strokeWidth="5" />
      <path d="M37 36h22M51 36v8M58 36v6" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}
