import { type DragEvent, type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CategoryMove, CategoryTreeNode } from 'shared-domain/contracts/staff.ts';
import { visuallyHidden } from 'shared-ui';
import styles from './categories.module.css';
import {
  ancestorsOf,
  childrenByParent,
  type DropPlace,
  dropMove,
  type KeyboardMove,
  keyboardMove,
  visibleRows,
} from './category-tree-model.ts';

export interface CategoryTreeProps {
  nodes: readonly CategoryTreeNode[];
  selectedId: number | null;
  /** Enter or a click: show the category's detail. */
  onOpen: (id: number) => void;
  /** Resolves once the api moved it (the tree then reloads); rejects when it refused. */
  onMove: (node: CategoryTreeNode, move: Omit<CategoryMove, 'version'>) => Promise<void>;
}

const moveKeys: Record<string, KeyboardMove> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowRight: 'indent',
  ArrowLeft: 'outdent',
};

/** Where on a row the pointer is: its top quarter drops before it, the bottom quarter after. */
function dropPlaceOf(event: DragEvent<HTMLElement>): DropPlace {
  const rect = event.currentTarget.getBoundingClientRect();
  if (rect.height === 0) return 'inside';
  const y = event.clientY - rect.top;
  if (y < rect.height / 4) return 'before';
  if (y > (rect.height * 3) / 4) return 'after';
  return 'inside';
}

/**
 * The category tree (WAI-ARIA tree view): arrows move between rows and open or close branches,
 * Enter opens a category, Alt + arrows move it (up, down, into the sibling above, out of its
 * parent), and rows can be dragged onto, before or after another. A live region says where a
 * moved category landed.
 */
export function CategoryTree({ nodes, selectedId, onOpen, onMove }: CategoryTreeProps) {
  const intl = useIntl();
  const children = useMemo(() => childrenByParent(nodes), [nodes]);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [dropTarget, setDropTarget] = useState<{ id: number; place: DropPlace } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const rowRefs = useRef(new Map<number, HTMLDivElement>());
  const focusAfterRender = useRef(false);

  // The selected category (from the URL) is shown: its ancestors open.
  useEffect(() => {
    if (selectedId === null) return;
    const path = ancestorsOf(nodes, selectedId);
    if (path.length === 0) return;
    setExpanded((current) =>
      path.every((id) => current.has(id)) ? current : new Set([...current, ...path]),
    );
  }, [nodes, selectedId]);

  const rows = visibleRows(children, expanded);
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const tabStop = rows.some((row) => row.node.id === focusedId)
    ? focusedId
    : rows.some((row) => row.node.id === selectedId)
      ? selectedId
      : (rows[0]?.node.id ?? null);

  useEffect(() => {
    if (!focusAfterRender.current || tabStop === null) return;
    focusAfterRender.current = false;
    rowRefs.current.get(tabStop)?.focus();
  });

  const nameOf = (node: CategoryTreeNode | undefined) =>
    node?.name ?? intl.formatMessage({ id: 'admin.categories.unnamed' }, { id: node?.id ?? 0 });

  function focus(id: number) {
    focusAfterRender.current = true;
    setFocusedId(id);
  }

  function setOpen(id: number, open: boolean) {
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function move(node: CategoryTreeNode, where: Omit<CategoryMove, 'version'> | null) {
    if (!where) {
      setAnnouncement(intl.formatMessage({ id: 'admin.categories.move.impossible' }, { name: nameOf(node) }));
      return;
    }
    try {
      await onMove(node, where);
    } catch {
      return; // the page shows the api's refusal
    }
    if (where.target !== null) setOpen(where.target, true);
    focus(node.id);
    setAnnouncement(
      where.target === null
        ? intl.formatMessage(
            { id: 'admin.categories.move.doneRoot' },
            { name: nameOf(node), position: where.position + 1 },
          )
        : intl.formatMessage(
            { id: 'admin.categories.move.done' },
            { name: nameOf(node), position: where.position + 1, parent: nameOf(byId.get(where.target)) },
          ),
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>, index: number) {
    const row = rows[index];
    const { node } = row;
    if (event.altKey && moveKeys[event.key]) {
      event.preventDefault();
      void move(node, keyboardMove(children, nodes, node, moveKeys[event.key]));
      return;
    }
    const isOpen = expanded.has(node.id);
    switch (event.key) {
      case 'ArrowDown':
        if (rows[index + 1]) focus(rows[index + 1].node.id);
        break;
      case 'ArrowUp':
        if (rows[index - 1]) focus(rows[index - 1].node.id);
        break;
      case 'ArrowRight':
        if (row.hasChildren && !isOpen) setOpen(node.id, true);
        else if (row.hasChildren && rows[index + 1]) focus(rows[index + 1].node.id);
        break;
      case 'ArrowLeft':
        if (row.hasChildren && isOpen) setOpen(node.id, false);
        else if (node.parentId !== null) focus(node.parentId);
        break;
      case 'Home':
        focus(rows[0].node.id);
        break;
      case 'End':
        focus(rows[rows.length - 1].node.id);
        break;
      case 'Enter':
        onOpen(node.id);
        break;
      default:
        return;
    }
    event.preventDefault();
  }

  function onDrop(event: DragEvent<HTMLDivElement>, onto: CategoryTreeNode) {
    event.preventDefault();
    const draggedId = Number(event.dataTransfer?.getData('text/plain')) || dragged;
    setDropTarget(null);
    setDragged(null);
    const node = draggedId ? byId.get(draggedId) : undefined;
    if (!node || node.id === onto.id) return;
    void move(node, dropMove(children, node, onto, dropPlaceOf(event)));
  }

  return (
    <>
      <div
        role="tree"
        aria-label={intl.formatMessage({ id: 'admin.categories.tree.label' })}
        className={styles.tree}
      >
        {rows.map((row, index) => {
          const { node } = row;
          const isOpen = expanded.has(node.id);
          const drop = dropTarget?.id === node.id ? dropTarget.place : null;
          return (
            <div
              key={node.id}
              ref={(element) => {
                if (element) rowRefs.current.set(node.id, element);
                else rowRefs.current.delete(node.id);
              }}
              role="treeitem"
              aria-level={row.level}
              aria-setsize={row.setSize}
              aria-posinset={row.posInSet}
              aria-expanded={row.hasChildren ? isOpen : undefined}
              aria-selected={node.id === selectedId}
              tabIndex={node.id === tabStop ? 0 : -1}
              draggable
              className={[
                styles.treeRow,
                node.id === selectedId ? styles.selected : '',
                drop ? styles[`drop-${drop}`] : '',
              ].join(' ')}
              style={{ paddingInlineStart: `${(row.level - 1) * 1.25 + 0.25}rem` }}
              onKeyDown={(event) => onKeyDown(event, index)}
              onFocus={(event) => {
                if (event.target === event.currentTarget) setFocusedId(node.id);
              }}
              onClick={() => {
                setFocusedId(node.id);
                onOpen(node.id);
              }}
              onDragStart={(event) => {
                event.dataTransfer?.setData('text/plain', String(node.id));
                if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
                setDragged(node.id);
              }}
              onDragOver={(event) => {
                event.preventDefault();
                const place = dropPlaceOf(event);
                if (drop !== place) setDropTarget({ id: node.id, place });
              }}
              onDragLeave={() => setDropTarget((current) => (current?.id === node.id ? null : current))}
              onDragEnd={() => {
                setDragged(null);
                setDropTarget(null);
              }}
              onDrop={(event) => onDrop(event, node)}
            >
              {/* The mouse's way to open a branch; keyboards use the arrows, so it is not a button. */}
              <span
                aria-hidden="true"
                className={styles.twisty}
                onClick={(event) => {
                  event.stopPropagation();
                  if (row.hasChildren) setOpen(node.id, !isOpen);
                }}
              >
                {row.hasChildren ? (isOpen ? '▾' : '▸') : ''}
              </span>
              <span className={node.name ? styles.nodeName : styles.unnamed}>{nameOf(node)}</span>
              <span className={styles.nodeMeta}>
                {intl.formatMessage({ id: 'admin.categories.tree.products' }, { count: node.productCount })}
                {node.forDisplay ? '' : ` · ${intl.formatMessage({ id: 'admin.categories.tree.hidden' })}`}
              </span>
            </div>
          );
        })}
      </div>
      <p className={styles.hint}>{intl.formatMessage({ id: 'admin.categories.tree.hint' })}</p>
      <p role="status" aria-live="polite" className={visuallyHidden}>
        {announcement}
      </p>
    </>
  );
}
