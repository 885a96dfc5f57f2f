/** The list with the entry at `index` moved one place up (-1) or down (1); past either end it is unchanged. */
export function moveEntry<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  const moved = [...list];
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return moved;
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}

export function removeEntry<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}
