import { useIntl } from 'react-intl';
import type { ParameterGroup, ProductParameter } from 'shared-domain';
import styles from './product-page.module.css';

/** Marks written against the number (6,1″); every other unit after a no-break space (120 Hz). */
const ATTACHED_UNIT = /^[″"'′°%]/;

/** The master product's technical parameters, a table per group (Displej, Výkon, …). */
export function ProductParameters({ groups }: { groups: ParameterGroup[] }) {
  const intl = useIntl();
  const shown = (parameter: ProductParameter): string => {
    const { value, unit } = parameter;
    if (typeof value === 'boolean')
      return intl.formatMessage({ id: value ? 'catalogue.attribute.yes' : 'catalogue.attribute.no' });
    const text = typeof value === 'number' ? intl.formatNumber(value) : value;
    if (!unit) return text;
    return ATTACHED_UNIT.test(unit) ? `${text}${unit}` : `${text}\u00a0${unit}`;
  };
  return groups.map((group) => (
    <table key={group.code} className={styles.parameters}>
      {/* A heading inside the caption: the group names the table and is in the page's outline. */}
      <caption>
        <h3 className={styles.parametersTitle}>{group.name}</h3>
      </caption>
      <tbody>
        {group.parameters.map((parameter) => (
          <tr key={parameter.code}>
            <th scope="row">{parameter.name}</th>
            <td>{shown(parameter)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  ));
}
