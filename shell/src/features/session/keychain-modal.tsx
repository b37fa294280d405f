import { Box, Typography } from '@tdx/ui';
import { Button, Dialog, DialogContent, DialogTitle } from '@tdx/ui/overlay';
import { KeychainLogo } from './keychain-logo';

export const KEYCHAIN_DOWNLOAD_URL = 'https://hive-keychain.com';

export interface KeychainModalProps {
  onClose: () => void;
}

/** Shown when an action needs Hive Keychain and the extension is absent; it has no close button. */
export default function KeychainModal({ onClose }: KeychainModalProps) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="keychain-modal-title" maxWidth="xs" fullWidth>
      <DialogTitle id="keychain-modal-title" sx={{ textAlign: 'center' }}>
        Hive Keychain
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, textAlign: 'center' }}>
          <KeychainLogo />
          <Typography>You need Hive Keychain installed to use the website.</Typography>
          <Typography color="text.secondary">
            Hive Keychain is available for all the major browsers and mobile operating systems.
          </Typography>
          <Button href={KEYCHAIN_DOWNLOAD_URL} target="_blank" rel="noopener noreferrer">
            Download Hive Keychain
          </Button>
        </Box>
      </DialogContent>
    </Dialog>
  );
}
