// Reference answers by counting every possible roll; only for small numbers of dice.
export function* allRolls(n: number): Generator<number[]> {
  const faces = new Array<number>(n).fill(1);
  if (n === 0) return;
  while (true) {
    yield [...faces];
    let i = n - 1;
    while (i >= 0 && faces[i] === 6) faces[i--] = 1;
    if (i < 0) return;
    faces[i]!++;
  }
}

export function topTwoTotal(faces: readonly number[]): number {
  const s = [...faces].sort((a, b) => b - a);
  return s[0]! + (s[1] ?? 0);
}
