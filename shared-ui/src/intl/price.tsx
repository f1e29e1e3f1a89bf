import type { Money } from 'shared-domain';
import { useFormatMoney } from './use-formatters.ts';

export interface PriceProps {
  value: Money;
  className?: string;
}

export function Price({ value, className }: PriceProps) {
  const format = useFormatMoney();
  // <data> keeps the machine value next to the formatted text (minor units, as the api sends them).
  return (
    <data className={className} value={`${value.amount} ${value.currency}`}>
      {format(value)}
    </data>
  );
}
