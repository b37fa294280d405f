import { Box } from '@tdx/ui';
import { OrderForm, type OrderFormProps } from './order-form';

export type OrderFormsProps = Omit<OrderFormProps, 'side'>;

/** The buy and sell forms of a signed-in user (loaded only for one: anonymous visitors never need their code). */
export default function OrderForms(props: OrderFormsProps) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr' } }}>
      {(['buy', 'sell'] as const).map((side) => (
        <OrderForm key={`${props.symbol}-${side}`} side={side} {...props} />
      ))}
    </Box>
  );
}
