import type { MasterProductDetail, MasterProductOptions } from 'shared-domain';

/** What every tab of the product admin gets: the loaded product and the lists its selects offer. */
export interface TabProps {
  product: MasterProductDetail;
  options: MasterProductOptions;
}
