import { style } from '@vanilla-extract/css';
import { baselineBelow, rootBaseline } from '../theme/baseline-rules';
import { colors } from '../theme/theme-colors';
import { textStyle } from '../theme/text-style';

/**
 * A parcel's root, with the baseline scoped to it (what MUI's ScopedCssBaseline applied): a remote
 * never adds global CSS, and a remote run alone still gets the site's type and colours.
 */
export const parcelRoot = style({ ...textStyle('body1'), color: colors.text, ...rootBaseline });

baselineBelow(parcelRoot);
