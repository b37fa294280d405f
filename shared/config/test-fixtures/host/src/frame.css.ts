import { style } from '@vanilla-extract/css';

export const frame = style({ minHeight: '100vh' });
