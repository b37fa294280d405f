/** `@tdx/ui/overlay`: dialogs, menus, form fields and their progress indicator, loaded on first open. */
export { default as CircularProgress } from '@mui/material/CircularProgress';
export { default as Dialog } from '@mui/material/Dialog';
export { default as DialogActions } from '@mui/material/DialogActions';
export { default as DialogContent } from '@mui/material/DialogContent';
export { default as DialogContentText } from '@mui/material/DialogContentText';
export { default as DialogTitle } from '@mui/material/DialogTitle';
export { default as Divider } from '@mui/material/Divider';
export { default as Menu } from '@mui/material/Menu';
export { default as MenuItem } from '@mui/material/MenuItem';
export { default as TextField } from '@mui/material/TextField';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
