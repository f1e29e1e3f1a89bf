import type { CategoryMove, CategoryTreeNode } from 'shared-domain/contracts/staff.ts';

// The tree as the screen uses it: the api sends a flat list (roots first, siblings by position);
// here it becomes children per parent, the rows a reader sees with some branches expanded, and the
// target + position of a move (the api's position is an index among the target's other children).

export type ChildrenOf = ReadonlyMap<number | null, readonly CategoryTreeNode[]>;

export function childrenByParent(nodes: readonly CategoryTreeNode[]): ChildrenOf {
  const children = new Map<number | null, CategoryTreeNode[]>();
  for (const node of nodes) {
    const list = children.get(node.parentId) ?? [];
    list.push(node);
    children.set(node.parentId, list);
  }
  for (const list of children.values()) list.sort((a, b) => a.position - b.position || a.id - b.id);
  return children;
}

export interface VisibleRow {
  node: CategoryTreeNode;
  level: number;
  /** aria-setsize / aria-posinset: how many siblings, and which one (from 1). */
  setSize: number;
  posInSet: number;
  hasChildren: boolean;
}

/** The rows shown: every root, and the children of each expanded row, depth first. */
export function visibleRows(children: ChildrenOf, expanded: ReadonlySet<number>): VisibleRow[] {
  const rows: VisibleRow[] = [];
  const walk = (parentId: number | null, level: number) => {
    const siblings = children.get(parentId) ?? [];
    siblings.forEach((node, index) => {
      const hasChildren = (children.get(node.id)?.length ?? 0) > 0;
      rows.push({ node, level, setSize: siblings.length, posInSet: index + 1, hasChildren });
      if (hasChildren && expanded.has(node.id)) walk(node.id, level + 1);
    });
  };
  walk(null, 1);
  return rows;
}

/** The ids from the root down to the category's parent: what to expand to show it. */
export function ancestorsOf(nodes: readonly CategoryTreeNode[], id: number): number[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const ancestors: number[] = [];
  let parentId = byId.get(id)?.parentId ?? null;
  while (parentId !== null && !ancestors.includes(parentId)) {
    ancestors.unshift(parentId);
    parentId = byId.get(parentId)?.parentId ?? null;
  }
  return ancestors;
}

/** Whether `candidate` is `id` itself or lies below it (a move there would make a cycle). */
export function isWithin(children: ChildrenOf, id: number, candidate: number): boolean {
  if (candidate === id) return true;
  return (children.get(id) ?? []).some((child) => isWithin(children, child.id, candidate));
}

export type DropPlace = 'before' | 'after' | 'inside';

/** Where a category dropped on `onto` goes; null when it would land in itself or its subtree. */
export function dropMove(
  children: ChildrenOf,
  dragged: CategoryTreeNode,
  onto: CategoryTreeNode,
  place: DropPlace,
): Omit<CategoryMove, 'version'> | null {
  if (isWithin(children, dragged.id, onto.id)) return null;
  if (place === 'inside') {
    const others = (children.get(onto.id) ?? []).filter((node) => node.id !== dragged.id);
    return { target: onto.id, position: others.length };
  }
  const others = (children.get(onto.parentId) ?? []).filter((node) => node.id !== dragged.id);
  const index = others.findIndex((node) => node.id === onto.id);
  return { target: onto.parentId, position: place === 'before' ? index : index + 1 };
}

export type KeyboardMove = 'up' | 'down' | 'indent' | 'outdent';

/**
 * The move of the keyboard's move keys: up/down swap with the neighbour sibling, indent makes it
 * the last child of the sibling above, outdent puts it right after its parent. Null at an edge.
 */
export function keyboardMove(
  children: ChildrenOf,
  nodes: readonly CategoryTreeNode[],
  node: CategoryTreeNode,
  direction: KeyboardMove,
): Omit<CategoryMove, 'version'> | null {
  const siblings = children.get(node.parentId) ?? [];
  const index = siblings.findIndex((sibling) => sibling.id === node.id);
  switch (direction) {
    case 'up':
      return index > 0 ? { target: node.parentId, position: index - 1 } : null;
    case 'down':
      return index < siblings.length - 1 ? { target: node.parentId, position: index + 1 } : null;
    case 'indent': {
      const above = siblings[index - 1];
      return above ? { target: above.id, position: children.get(above.id)?.length ?? 0 } : null;
    }
    case 'outdent': {
      if (node.parentId === null) return null;
      const parent = nodes.find((candidate) => candidate.id === node.parentId);
      if (!parent) return null;
      const parentSiblings = children.get(parent.parentId) ?? [];
      return {
        target: parent.parentId,
        position: parentSiblings.findIndex((sibling) => sibling.id === parent.id) + 1,
      };
    }
  }
}
