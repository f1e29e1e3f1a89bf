import type { ReactNode } from 'react';
import type { Locale, ShopCode } from 'shared-domain';
import { areaPaths } from 'shared-domain';
import type { Messages, RemoteModule } from 'shared-ui';
import { CommandSheetPage } from './commands/command-sheet-page.tsx';
import { CratesPage } from './crates/crates-page.tsx';
import { WarehouseFrame } from './frame/warehouse-frame.tsx';
import { PackingPage } from './packing/packing-page.tsx';
import { PickingPage } from './picking/picking-page.tsx';
import { HandoversPage } from './records/handovers-page.tsx';
import { MovementsPage } from './records/movements-page.tsx';
import { RecountsPage } from './records/recounts-page.tsx';
import { WarehousePage } from './stock/warehouse-page.tsx';
import { type WarehouseSection, warehousePath } from './warehouse-paths.ts';
import './warehouse-api.ts';

// One lazy chunk per language. Spelled out rather than a template import(), which would make the
// bundler pack every file of messages/ (tests included) into the context.
const messageLoaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  'cs-CZ': () => import('./messages/cs-CZ.ts'),
  'ro-RO': () => import('./messages/ro-RO.ts'),
};

const sectionPages: Record<WarehouseSection, ReactNode> = {
  picking: <PickingPage />,
  crates: <CratesPage />,
  packing: <PackingPage />,
  commands: <CommandSheetPage />,
  handovers: <HandoversPage />,
  recounts: <RecountsPage />,
  movements: <MovementsPage />,
};

/** Every page is for the warehouse (or staff) only and sits in the warehouse frame. */
function warehouseRoutes(shop: ShopCode) {
  const pages = [
    { path: areaPaths[shop].warehouse, element: <WarehousePage /> },
    ...Object.entries(sectionPages).map(([section, element]) => ({
      path: warehousePath(shop, section as WarehouseSection),
      element,
    })),
  ];
  return pages.map((page) => ({ ...page, element: <WarehouseFrame>{page.element}</WarehouseFrame> }));
}

const remote: RemoteModule = {
  name: 'mfe_warehouse',
  routes: warehouseRoutes,
  loadMessages: (locale: Locale) => messageLoaders[locale]().then((module) => module.default),
};

export default remote;
