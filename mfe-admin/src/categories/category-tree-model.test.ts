import type { CategoryTreeNode } from 'shared-domain/contracts/staff.ts';
import { childrenByParent, dropMove, keyboardMove, visibleRows } from './category-tree-model.ts';

function node(id: number, parentId: number | null, position: number): CategoryTreeNode {
  return {
    id,
    parentId,
    position,
    name: `#${id}`,
    seoName: `c-${id}`,
    hasChildren: false,
    productCount: 0,
    forDisplay: true,
    filterable: false,
    forBuyout: false,
    forService: false,
    typeDevice: null,
  };
}

// 1 (11, 12 (121)), 2, 3 — given out of order, as positions decide
const nodes = [
  node(2, null, 1),
  node(12, 1, 1),
  node(1, null, 0),
  node(11, 1, 0),
  node(3, null, 2),
  node(121, 12, 0),
];
const children = childrenByParent(nodes);
const byId = (id: number) => nodes.find((candidate) => candidate.id === id) as CategoryTreeNode;

describe('category tree model', () => {
  it('lists the rows a reader sees, with level, set size and position', () => {
    expect(visibleRows(children, new Set()).map((row) => row.node.id)).toEqual([1, 2, 3]);
    const rows = visibleRows(children, new Set([1, 12]));
    expect(rows.map((row) => [row.node.id, row.level, row.posInSet, row.setSize])).toEqual([
      [1, 1, 1, 3],
      [11, 2, 1, 2],
      [12, 2, 2, 2],
      [121, 3, 1, 1],
      [2, 1, 2, 3],
      [3, 1, 3, 3],
    ]);
  });

  it('turns the move keys into a target and an index among its other children', () => {
    expect(keyboardMove(children, nodes, byId(2), 'up')).toEqual({ target: null, position: 0 });
    expect(keyboardMove(children, nodes, byId(1), 'up')).toBeNull();
    expect(keyboardMove(children, nodes, byId(3), 'down')).toBeNull();
    expect(keyboardMove(children, nodes, byId(2), 'indent')).toEqual({ target: 1, position: 2 });
    expect(keyboardMove(children, nodes, byId(11), 'indent')).toBeNull();
    expect(keyboardMove(children, nodes, byId(121), 'outdent')).toEqual({ target: 1, position: 2 });
    expect(keyboardMove(children, nodes, byId(1), 'outdent')).toBeNull();
  });

  it('places a drop before, after or inside a row, never inside its own subtree', () => {
    expect(dropMove(children, byId(3), byId(1), 'before')).toEqual({ target: null, position: 0 });
    expect(dropMove(children, byId(1), byId(3), 'after')).toEqual({ target: null, position: 2 });
    expect(dropMove(children, byId(3), byId(12), 'inside')).toEqual({ target: 12, position: 1 });
    expect(dropMove(children, byId(1), byId(121), 'inside')).toBeNull();
    expect(dropMove(children, byId(1), byId(1), 'after')).toBeNull();
  });
});
