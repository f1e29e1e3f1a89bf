import { useIntl } from 'react-intl';
import type { BuyoutData } from 'shared-domain';
import { buyoutCountries } from 'shared-domain/buyout';
import type { IdUnder } from '../messages/message-ids.ts';
import { FactList } from './fact-list.tsx';
import { useSellerFacts } from './seller-facts.ts';

type Fields = BuyoutData['customer_data'];

function text(fields: Fields | null, name: string): string {
  const value = fields?.[name];
  return value === null || value === undefined ? '' : String(value).trim();
}

function join(parts: string[], separator: string): string {
  return parts.filter(Boolean).join(separator);
}

/** "Masarykova 31, 602 00 Brno, Česko" from the address fields of the sell-online form. */
function useAddress(): (fields: Fields | null) => string {
  const { locale } = useIntl();
  const countryNames = new Intl.DisplayNames([locale], { type: 'region' });
  return (fields) => {
    const countryId = Number(fields?.country);
    const code = buyoutCountries.find((country) => country.id === countryId)?.code;
    return join(
      [
        join([text(fields, 'street'), text(fields, 'district')], ', '),
        join([text(fields, 'postcode'), text(fields, 'city')], ' '),
        code ? (countryNames.of(code) ?? code) : '',
      ],
      ', ',
    );
  };
}

/** Device, the customer's answers about it, the customer and where to pick the device up. */
export function BuyoutFacts({ buyout }: { buyout: BuyoutData }) {
  const intl = useIntl();
  const address = useAddress();
  const seller = useSellerFacts();
  const label = (id: IdUnder<'admin.buyout.'>) => intl.formatMessage({ id: `admin.buyout.${id}` });
  const customer = buyout.customer_data;
  const account = join([text(customer, 'bank_account_full_number'), text(customer, 'bank_code')], '/');
  const answers = buyout.device_conditions.map((condition) => {
    const chosen = buyout.conditions_appraisal_result.find((answer) => answer.condition === condition.id);
    const choice = condition.choices.find((option) => option.id === chosen?.value);
    return { label: condition.name, value: choice?.label ?? label('answers.none') };
  });

  return (
    <>
      <FactList
        title={label('device.title')}
        facts={[
          { label: label('device.type'), value: buyout.product_type_choice.name },
          { label: label('device.manufacturer'), value: buyout.manufacturer_choice.name },
          { label: label('device.model'), value: buyout.product_model_choice.name },
          { label: label('device.colour'), value: buyout.product_color_choice.name },
          { label: label('device.imei'), value: buyout.buyout_device.imei },
          { label: label('device.serialNumber'), value: buyout.buyout_device.serial_number },
          {
            label: label('device.purchaseDate'),
            value: seller.purchaseDate(buyout.buyout_device.purchase_date),
          },
          { label: label('device.condition'), value: seller.condition(buyout.buyout_device.condition) },
          { label: label('device.note'), value: buyout.buyout_device.note },
        ]}
      />
      <FactList title={label('answers.title')} facts={answers} />
      <FactList
        title={label('customer.title')}
        facts={[
          {
            label: label('customer.name'),
            value: join(
              [
                text(customer, 'degree_before_name'),
                text(customer, 'first_name'),
                text(customer, 'last_name'),
              ],
              ' ',
            ),
          },
          { label: label('customer.email'), value: text(customer, 'e_mail') },
          { label: label('customer.phone'), value: text(customer, 'phone_number') },
          { label: label('customer.address'), value: address(customer) },
          { label: label('customer.bankAccount'), value: account },
        ]}
      />
      <FactList title={label('pickup.title')} facts={[]}>
        <p>{buyout.pickup_address ? address(buyout.pickup_address) : label('pickup.same')}</p>
      </FactList>
    </>
  );
}
