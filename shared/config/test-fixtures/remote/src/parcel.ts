import BigNumber from 'bignumber.js';
import { panel } from './panel.css';

export const half = (value: string) => new BigNumber(value).div(2).toFixed();
export const panelClass = panel;
