/** A legal example deck list: the validator starts with it and the tests pin it. */
export const EXAMPLE_DECK_LIST = `# count name (type, cost) · tower name (value, draft)
6 Conjunction (celestial)
4 Tall Hat (orbital)
5 Blood Rite (ritual)
10 Ember Imp (minion, 2)
5 Ash Hound (monster, 5)
30 Spark (implement)
tower Obsidian Spire (value 4, draft 3)
tower Glass Keep (value 5, draft 2)`;
