import { Fragment } from 'react';

/**
 * A formatted number (`9,007,199,254,740,991.00000000`) that a narrow box wraps after a group
 * separator or the decimal point, never between two digits.
 */
export function SeparatedNumber({ text }: { text: string }) {
  const pieces = text.split(/(?<=[,.])/);
  return (
    <>
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {piece}
          {index < pieces.length - 1 && <wbr />}
        </Fragment>
      ))}
    </>
  );
}
