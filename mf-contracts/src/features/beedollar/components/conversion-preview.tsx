import { FigureRows } from '../../../shared';
import type { BeeDollarParams, ConversionPreview as Preview } from '../model/conversion';
import { bee, beed, percentText, plainBee, usdText } from '../model/conversion-text';

export interface ConversionPreviewProps {
  quantity: string;
  preview: Extract<Preview, { kind: 'conversion' }>;
  params: BeeDollarParams;
}

/** What the conversion of the amount typed does, figure by figure, as the contract rounds them. */
export function ConversionPreview({ quantity, preview, params }: ConversionPreviewProps) {
  return (
    <FigureRows
      label="Conversion preview"
      figures={[
        ['BEE burned', plainBee(quantity)],
        [`Fee (${percentText(params.feePercentage)} %)`, bee(preview.fee)],
        ['BEE converted', bee(preview.net)],
        ['BEE price used', usdText(preview.price)],
        ['You receive', beed(preview.beed)],
      ]}
    />
  );
}
