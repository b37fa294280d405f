/** `@tdx/ui/overlay`: buttons, dialogs, menus, form fields and their progress indicator, loaded on first open. */
export { default as Button } from '@mui/material/Button';
export { default as CircularProgress } from '@mui/material/CircularProgress';
export { default as Dialog } from '@mui/material/Dialog';
export { default as DialogActions } from '@mui/material/DialogActions';
export { default as DialogContent } from '@mui/material/DialogContent';
export { default as DialogContentText } from '@mui/material/DialogContentText';
export { default as DialogTitle } from '@mui/material/DialogTitle';
export { default as Divider } from '@mui/material/Divider';
export { default as FormControl } from '@mui/material/FormControl';
export { default as FormControlLabel } from '@mui/material/FormControlLabel';
export { default as FormLabel } from '@mui/material/FormLabel';
export { default as Drawer } from '@mui/material/Drawer';
export { default as Menu } from '@mui/material/Menu';
export { default as MenuItem } from '@mui/material/MenuItem';
export { default as Radio } from '@mui/material/Radio';
export { default as RadioGroup } from '@mui/material/RadioGroup';
export { default as TextField } from '@mui/material/TextField';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
/** A nested theme lets the shell's modal manager give each stacked dialog its frame (z-index, backdrop). */
export { ThemeProvider, type Theme } from '@mui/material/styles';
