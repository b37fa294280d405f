/** The still candle chart's marks (its frame: chart-frame.css.ts). */
import { style, styleVariants } from '@vanilla-extract/css';

/** The interactive chart's default candle colours, so the switch from one to the other does not change them. */
const RISING = '#26a69a';
const FALLING = '#ef5350';

export const poster = style({ width: '100%', height: '100%', cursor: 'crosshair' });

export const candle = styleVariants({ rising: { fill: RISING, stroke: RISING }, falling: { fill: FALLING, stroke: FALLING } });

export const volume = style({ fill: 'rgba(100,100,100,0.4)' });
