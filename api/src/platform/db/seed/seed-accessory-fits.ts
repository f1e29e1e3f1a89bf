import type { Db } from '../schema.ts';

// Which demo accessory fits which device (issue 15): the product page offers these instead of
// the maker's whole range. Devices left out here (the watches) keep the brand matching.

const iPhones = [
  'apple-iphone-13',
  'apple-iphone-13-pro',
  'apple-iphone-14',
  'apple-iphone-14-pro',
  'apple-iphone-15',
  'apple-iphone-15-pro',
  'apple-iphone-16',
  'apple-iphone-16-pro',
];
const iPads = ['apple-ipad-10', 'apple-ipad-air-11-m2'];
const galaxies = [
  'samsung-galaxy-s23',
  'samsung-galaxy-s24',
  'samsung-galaxy-a55-5g',
  'samsung-galaxy-tab-s9',
  'samsung-galaxy-tab-a9-plus',
];
const otherUsbC = ['xiaomi-redmi-note-13-pro-5g', 'xiaomi-14', 'google-pixel-8', 'google-pixel-9'];

/** accessory seo name → the devices it fits */
export const seededAccessoryFits: Record<string, string[]> = {
  'apple-usb-c-20w-power-adapter': [...iPhones, ...iPads],
  'samsung-25w-travel-adapter': [...galaxies, ...otherUsbC],
  'apple-iphone-15-silicone-case-magsafe': ['apple-iphone-15'],
  'spigen-ultra-hybrid-iphone-16': ['apple-iphone-16'],
  'panzerglass-iphone-15': ['apple-iphone-15'],
  'panzerglass-galaxy-s24': ['samsung-galaxy-s24'],
  'apple-airpods-pro-2-usb-c': [...iPhones, ...iPads],
  'samsung-galaxy-buds2-pro': galaxies,
};

export async function seedAccessoryFits(trx: Db): Promise<void> {
  const models = await trx.selectFrom('models').select(['id', 'seo_name']).execute();
  const idOf = new Map(models.map((model) => [model.seo_name, model.id]));
  const rows = Object.entries(seededAccessoryFits).flatMap(([accessory, devices]) =>
    devices.flatMap((device) => {
      const accessoryId = idOf.get(accessory);
      const deviceId = idOf.get(device);
      return accessoryId === undefined || deviceId === undefined
        ? []
        : [{ accessory_model_id: accessoryId, device_model_id: deviceId }];
    }),
  );
  if (rows.length > 0) await trx.insertInto('accessory_fits').values(rows).execute();
}
