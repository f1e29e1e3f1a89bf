import type { ShopCode } from 'shared-domain';
import type {
  ComponentParamsAnswer,
  ContentPageDetail,
} from 'shared-domain/contracts/admin-content-pages.ts';
import { type ComponentType, componentParamSchemas } from 'shared-domain/contracts/content-components.ts';
import { recordStaffChange, type StaffActor } from '../../platform/audit/audit-trail.ts';
import type { Db } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { defaultComponentParams } from './component-defaults.ts';
import { ComponentParamsError } from './component-params-error.ts';
import {
  type ComponentRow,
  deleteComponent,
  findLastComponentPosition,
  findShopComponent,
  insertComponent,
  selectPageComponents,
  updateComponentParams,
  updateComponentPosition,
} from './content-component-repository.ts';
import { touchPage } from './content-page-repository.ts';
import { pageDetailOf, pageOf } from './page-rows.ts';

// The ordered components of a draft page: added by type (with valid starting params), removed,
// moved, and their params read and set — validated by the type's schema, guarded by a version.

export async function addComponent(
  db: Db,
  shop: ShopCode,
  actor: StaffActor,
  pageId: number | undefined,
  type: ComponentType,
  now: Date,
): Promise<ContentPageDetail> {
  const page = await db.transaction().execute(async (trx) => {
    const page = await pageOf(trx, shop, pageId);
    const last = await findLastComponentPosition(trx, page.id);
    const params = defaultComponentParams(shop, type, now);
    const created = await insertComponent(trx, {
      page_id: page.id,
      position: (last ?? -1) + 1,
      type,
      params: JSON.stringify(params),
    });
    await touchPage(trx, page.id, actor, now);
    await recordStaffChange(trx, shop, actor, {
      entity: 'content-page',
      entityId: page.id,
      action: 'add-component',
      before: null,
      after: { componentId: created.id, type, position: created.position, params },
    });
    return page;
  });
  return pageDetailOf(db, shop, page.id, now);
}

async function componentOf(trx: Db, shop: ShopCode, pageId: number | undefined, id: number | undefined) {
  const page = await pageOf(trx, shop, pageId);
  const components = await selectPageComponents(trx, page.id);
  const component = components.find((row) => row.id === id);
  if (!component) throw notFound('content_component_not_found');
  return { page, components, component };
}

export async function removeComponent(
  db: Db,
  shop: ShopCode,
  actor: StaffActor,
  pageId: number | undefined,
  componentId: number | undefined,
  now: Date,
): Promise<ContentPageDetail> {
  const page = await db.transaction().execute(async (trx) => {
    const { page, components, component } = await componentOf(trx, shop, pageId, componentId);
    await deleteComponent(trx, component.id);
    await renumber(
      trx,
      components.filter((row) => row.id !== component.id),
    );
    await touchPage(trx, page.id, actor, now);
    await recordStaffChange(trx, shop, actor, {
      entity: 'content-page',
      entityId: page.id,
      action: 'remove-component',
      before: { componentId: component.id, type: component.type, params: component.params },
      after: null,
    });
    return page;
  });
  return pageDetailOf(db, shop, page.id, now);
}

export async function moveComponent(
  db: Db,
  shop: ShopCode,
  actor: StaffActor,
  pageId: number | undefined,
  componentId: number | undefined,
  position: number,
  now: Date,
): Promise<ContentPageDetail> {
  const page = await db.transaction().execute(async (trx) => {
    const { page, components, component } = await componentOf(trx, shop, pageId, componentId);
    const others = components.filter((row) => row.id !== component.id);
    const target = Math.min(position, others.length);
    const ordered = [...others.slice(0, target), component, ...others.slice(target)];
    await renumber(trx, ordered);
    await touchPage(trx, page.id, actor, now);
    await recordStaffChange(trx, shop, actor, {
      entity: 'content-page',
      entityId: page.id,
      action: 'move-component',
      before: { componentId: component.id, position: components.indexOf(component) },
      after: { componentId: component.id, position: target },
    });
    return page;
  });
  return pageDetailOf(db, shop, page.id, now);
}

async function renumber(trx: Db, ordered: ComponentRow[]): Promise<void> {
  for (const [position, row] of ordered.entries())
    if (row.position !== position) await updateComponentPosition(trx, row.id, position);
}

async function ownComponent(db: Db, shop: ShopCode, id: number | undefined) {
  const component = id === undefined ? undefined : await findShopComponent(db, shop, id);
  if (!component) throw notFound('content_component_not_found');
  return component;
}

function toParamsAnswer(row: ComponentRow): ComponentParamsAnswer {
  return { id: row.id, pageId: row.page_id, type: row.type, params: row.params, version: row.version };
}

/** Component params get. */
export async function readComponentParams(
  db: Db,
  shop: ShopCode,
  id: number | undefined,
): Promise<ComponentParamsAnswer> {
  return toParamsAnswer(await ownComponent(db, shop, id));
}

/** Component params set: valid for the type and saved over the version the editor read. */
export async function saveComponentParams(
  db: Db,
  shop: ShopCode,
  actor: StaffActor,
  id: number | undefined,
  body: { version: number; params: unknown },
  now: Date,
): Promise<ComponentParamsAnswer> {
  return db.transaction().execute(async (trx) => {
    const component = await ownComponent(trx, shop, id);
    const schema = componentParamSchemas[component.type as ComponentType];
    const parsed = schema.safeParse(body.params ?? {}, { reportInput: true });
    if (!parsed.success) throw new ComponentParamsError(parsed.error.issues);
    const saved = await updateComponentParams(trx, component.id, body.version, {
      params: JSON.stringify(parsed.data),
      version: component.version + 1,
    });
    if (!saved) throw new ComponentParamsError([], true);
    await touchPage(trx, component.page_id, actor, now);
    await recordStaffChange(trx, shop, actor, {
      entity: 'content-component',
      entityId: component.id,
      action: 'set-params',
      before: component.params,
      after: parsed.data,
    });
    return toParamsAnswer(saved);
  });
}
