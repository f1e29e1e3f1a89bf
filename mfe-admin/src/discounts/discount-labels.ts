import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { DiscountGridRow, DiscountType, Money } from 'shared-domain';
import { shops } from 'shared-domain';
import type { discountArchiveStates, discountValidities } from 'shared-domain/contracts/staff.ts';
import { useFormatMoney, useShop } from 'shared-ui';
import type { MessageId } from '../messages/message-ids.ts';

/** Each type of discount, named: a new type without its words fails tsc. */
export const discountTypeName: Record<DiscountType, MessageId> = {
  percentage: 'admin.discounts.type.percentage',
  absolute: 'admin.discounts.type.absolute',
  fixed: 'admin.discounts.type.fixed',
};

/** Each choice of the grid's archive filter. */
export const discountArchiveStateName: Record<(typeof discountArchiveStates)[number], MessageId> = {
  live: 'admin.discounts.archived.live',
  archived: 'admin.discounts.archived.archived',
  all: 'admin.discounts.archived.all',
};

/** Each choice of the grid's validity filter. */
export const discountValidityName: Record<(typeof discountValidities)[number], MessageId> = {
  now: 'admin.discounts.validity.now',
  upcoming: 'admin.discounts.validity.upcoming',
  expired: 'admin.discounts.validity.expired',
};

const stateName = {
  active: 'admin.discounts.state.active',
  inactive: 'admin.discounts.state.inactive',
  archived: 'admin.discounts.state.archived',
} as const satisfies Record<string, MessageId>;

/** A discount's value as staff read it: "15 %", or an amount in the shop's currency. */
export function useDiscountValueLabel(): (row: Pick<DiscountGridRow, 'type' | 'value'>) => string {
  const formatMoney = useFormatMoney();
  const { shop } = useShop();
  return useCallback(
    (row) => {
      if (row.type === 'percentage') return `${row.value}\u00a0%`;
      const money: Money = { amount: row.value, currency: shops[shop].currency };
      return formatMoney(money);
    },
    [formatMoney, shop],
  );
}

/** Archived, else active or inactive. */
export function useDiscountStateLabel(): (row: Pick<DiscountGridRow, 'archivedAt' | 'isActive'>) => string {
  const intl = useIntl();
  return useCallback(
    (row) => {
      const state = row.archivedAt ? 'archived' : row.isActive ? 'active' : 'inactive';
      return intl.formatMessage({ id: stateName[state] });
    },
    [intl],
  );
}
