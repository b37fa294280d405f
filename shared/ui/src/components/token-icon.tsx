import Avatar from '@mui/material/Avatar';
import { useState } from 'react';
import { proxiedImageUrl } from '../url/image-proxy';
import { safeHttpUrl } from '../url/safe-url';

export interface TokenIconProps {
  symbol: string;
  /** Untrusted icon URL from token metadata. */
  icon?: unknown;
  size?: number;
}

/** A token's icon, through the image proxy, when its URL passes the URL policy and loads; otherwise its first letter. */
export function TokenIcon({ symbol, icon, size = 32 }: TokenIconProps) {
  const [failed, setFailed] = useState(false);
  const src = failed ? null : proxiedImageUrl(safeHttpUrl(icon));
  const letter = symbol.charAt(0).toUpperCase() || '?';
  return (
    <Avatar
      alt={symbol}
      src={src ?? undefined}
      slotProps={{ img: { loading: 'lazy', decoding: 'async', referrerPolicy: 'no-referrer', onError: () => setFailed(true) } }}
      sx={{ width: size, height: size, fontSize: size / 2 }}
    >
      {letter}
    </Avatar>
  );
}
