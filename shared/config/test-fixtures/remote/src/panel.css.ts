import { style } from '@vanilla-extract/css';

export const panel = style({ padding: 8 });
