import { style } from '@vanilla-extract/css';
import { themeFor } from '@tdx/ui/styles';

const { spacing } = themeFor('light');

export const loading = style({ display: 'flex', alignItems: 'center', gap: spacing(2), padding: spacing(6, 0) });
