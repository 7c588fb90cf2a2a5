/**
 * A binary heap ordered by `before`: the item for which `before` holds against every other is
 * on top. Push and pop cost log(size). The trigger book and the alert book keep their levels in
 * these, so a tick pops only what it crosses.
 */
export class BinaryHeap<Item> {
  private items: Item[] = [];
  constructor(private readonly before: (a: Item, b: Item) => boolean) {}

  get size(): number {
    return this.items.length;
  }

  peek(): Item | undefined {
    return this.items[0];
  }

  push(item: Item): void {
    const items = this.items;
    items.push(item);
    let index = items.length - 1;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (!this.before(items[index] as Item, items[parent] as Item)) break;
      [items[index], items[parent]] = [items[parent] as Item, items[index] as Item];
      index = parent;
    }
  }

  pop(): Item | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0 && last !== undefined) {
      items[0] = last;
      let index = 0;
      for (;;) {
        const left = index * 2 + 1;
        const right = left + 1;
        let best = index;
        if (left < items.length && this.before(items[left] as Item, items[best] as Item)) {
          best = left;
        }
        if (right < items.length && this.before(items[right] as Item, items[best] as Item)) {
          best = right;
        }
        if (best === index) break;
        [items[index], items[best]] = [items[best] as Item, items[index] as Item];
        index = best;
      }
    }
    return top;
  }
}
