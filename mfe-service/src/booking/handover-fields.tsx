import { useIntl } from 'react-intl';
import { type ServiceCentre, timeslotKey } from 'shared-domain';
import { LoadError, SelectField, SkeletonText, useFormatTimeslot } from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import styles from './booking-page.module.css';
import { BoundTextField, type FormBinding } from './form-binding.tsx';
import { RadioGroup } from './radio-group.tsx';

export interface CentresState {
  centres: readonly ServiceCentre[];
  isLoading: boolean;
  /** Why the centres could not be loaded, if they could not. */
  error: unknown;
  retry: () => void;
}

/** How the device reaches the service: at a centre in a chosen window, or collected by a courier. */
export function HandoverFields({ form, centres }: { form: FormBinding; centres: CentresState }) {
  const intl = useIntl();
  const t = (id: IdUnder<'service.booking.'>) => intl.formatMessage({ id: `service.booking.${id}` });
  return (
    <div className={styles.group}>
      <RadioGroup
        legend={t('handover.legend')}
        name="handover"
        id={form.idOf('handover')}
        value={form.values.handover}
        options={[
          { value: 'centre', label: t('handover.centre') },
          { value: 'courier', label: t('handover.courier') },
        ]}
        onChange={(value) => form.change('handover', value, 'handover')}
      />
      {form.values.handover === 'centre' ? (
        <CentreFields form={form} centres={centres} />
      ) : (
        <div>
          <p className={styles.note}>{t('courier.hint')}</p>
          <BoundTextField
            form={form}
            valueKey="street"
            field="pickup_address.street"
            labelId="service.booking.courier.street"
            autoComplete="street-address"
          />
          <BoundTextField
            form={form}
            valueKey="city"
            field="pickup_address.city"
            labelId="service.booking.courier.city"
            autoComplete="address-level2"
          />
          <BoundTextField
            form={form}
            valueKey="postcode"
            field="pickup_address.postcode"
            labelId="service.booking.courier.postcode"
            autoComplete="postal-code"
            inputMode="numeric"
          />
        </div>
      )}
    </div>
  );
}

function CentreFields({ form, centres }: { form: FormBinding; centres: CentresState }) {
  const intl = useIntl();
  const t = (id: IdUnder<'service.booking.'>) => intl.formatMessage({ id: `service.booking.${id}` });
  const formatTimeslot = useFormatTimeslot();
  if (centres.isLoading) return <SkeletonText lines={2} />;
  if (centres.error) {
    return <LoadError title={t('centres.error')} error={centres.error} onRetry={centres.retry} />;
  }
  const centre = centres.centres.find((candidate) => String(candidate.id) === form.values.centreId);
  return (
    <div>
      <SelectField
        id={form.idOf('centre_id')}
        name="centre_id"
        label={t('centre')}
        placeholder={t('centre.placeholder')}
        required
        value={form.values.centreId}
        options={centres.centres.map((candidate) => ({
          value: String(candidate.id),
          label: `${candidate.name}, ${candidate.street}, ${candidate.city}`,
        }))}
        onChange={(event) => {
          form.change('centreId', event.target.value, 'centre_id');
          // The windows are the centre's own: another centre's choice means nothing here.
          form.change('timeslot', '', 'timeslot');
        }}
        error={form.errorOf('centre_id')}
      />
      {centre && centre.timeslots.length === 0 ? (
        <p id={form.idOf('timeslot')} className={styles.note} tabIndex={-1}>
          {t('timeslot.none')}
        </p>
      ) : (
        <SelectField
          id={form.idOf('timeslot')}
          name="timeslot"
          label={t('timeslot')}
          placeholder={t(centre ? 'timeslot.placeholder' : 'timeslot.centreFirst')}
          required
          value={form.values.timeslot}
          options={(centre?.timeslots ?? []).map((slot) => ({
            value: timeslotKey(slot),
            label: formatTimeslot(slot),
          }))}
          onChange={(event) => form.change('timeslot', event.target.value, 'timeslot')}
          error={form.errorOf('timeslot')}
        />
      )}
    </div>
  );
}
