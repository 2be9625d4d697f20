import { test, expect, seriousViolations } from './fixtures.ts';

// Each game's whole rulebook on one page, designed for paper.

// A whole rulebook is a long page: axe and the PDF take longer than on a chapter.
test.slow();

const BOOKS = [
  {
    game: 'wizards-tower',
    title: "The Wizard's Tower — all rules",
    chapters: 14,
    from: '/wizards-tower/month/',
  },
  {
    game: 'solo-tower-hack',
    title: 'Solo Tower Hack — all rules',
    chapters: 3,
    from: '/solo-tower-hack/rules/',
  },
  {
    game: 'tower-wizwar',
    title: 'Tower-WizWar — all rules',
    chapters: 3,
    from: '/tower-wizwar/rules/',
  },
  {
    game: 'wizard-figures',
    title: 'The Fantasy Trip: Wizard figures — all rules',
    chapters: 1,
    from: '/wizard-figures/',
  },
  {
    game: 'heist',
    title: "10 Minute Heist: The Wizard's Tower — all rules",
    chapters: 2,
    from: '/heist/rulings/',
  },
];

for (const book of BOOKS) {
  test(`${book.title}: linked from a chapter, every chapter in order, no widgets, ids unique`, async ({
    page,
  }) => {
    await page.goto(book.from);
    await page.getByRole('link', { name: /Print the whole rulebook/ }).click();
    await expect(page).toHaveURL(new RegExp(`/${book.game}/all-rules/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(book.title);
    const chapters = page.locator('.tp-print-chapter');
    await expect(chapters).toHaveCount(book.chapters);
    await expect(page.locator('.tp-print-contents li a')).toHaveCount(book.chapters);
    await expect(page.locator('.tp-widget, script[src*="widgets"]')).toHaveCount(0);
    const duplicateIds = await page.evaluate(() => {
      const seen = new Map<string, number>();
      for (const el of document.querySelectorAll('[id]'))
        seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
      return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
    });
    expect(duplicateIds).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("The Wizard's Tower all-rules page: chapters in reading order, rulings last, links become page anchors", async ({
  page,
}) => {
  await page.goto('/wizards-tower/all-rules/');
  const titles = await page.locator('.tp-print-chapter-title').allInnerTexts();
  expect(titles[0]).toBe('Overview and how to play');
  expect(titles.slice(1, 6)).toEqual([
    'Defining your wizard',
    'Tests',
    'Changing Ratings',
    'Quests and the card deck',
    'The month',
  ]);
  expect(titles.at(-1)).toBe('Rulings');
  await expect(page.locator('#rulings--wt-r34')).toHaveCount(1);
  // A link to a ruling from a chapter now points within this page, and reaches it.
  const rulingLink = page
    .locator('#ch-tests')
    .locator('xpath=..')
    .locator('a[href="#rulings--wt-r1"]')
    .first();
  await expect(rulingLink).toHaveCount(1);
  await rulingLink.click();
  await expect(page).toHaveURL(/#rulings--wt-r1$/);
  await expect(page.locator('#rulings--wt-r1')).toBeInViewport();
  // No internal link still leaves for another chapter of this rulebook.
  const leaving = await page
    .locator('.tp-print-body a[href]')
    .evaluateAll((as) =>
      as
        .map((a) => a.getAttribute('href')!)
        .filter((h) =>
          /^\/wizards-tower\/(|wizard|tests|ratings|quests|month|events|maintain-wards|research|gather-allies|resolve-quests|attack-enemy-wizard|tower-defence|rulings)\/?(#|$)/.test(
            h,
          ),
        ),
    );
  expect(leaving).toEqual([]);
});

test('under print media: no site chrome or widgets, each chapter starts a new page, tables kept whole', async ({
  page,
}) => {
  await page.goto('/wizards-tower/all-rules/');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header.header')).toBeHidden();
  await expect(page.locator('nav.sidebar').first()).toBeHidden();
  await expect(page.locator('.tp-print-button')).toBeHidden();
  await expect(page.locator('.tp-print-source').first()).toBeHidden();
  const breaks = await page
    .locator('.tp-print-chapter')
    .evaluateAll((cs) => cs.map((c) => getComputedStyle(c).breakBefore));
  expect(breaks.every((b) => b === 'page')).toBe(true);
  const tables = await page
    .locator('.tp-print-body table')
    .evaluateAll((ts) => ts.map((t) => getComputedStyle(t).breakInside));
  expect(tables.length).toBeGreaterThan(3);
  expect(tables.every((b) => b === 'avoid')).toBe(true);
  // Static tables of the widget chapters are there; the widgets are not.
  await expect(
    page.locator('#ch-tests').locator('xpath=..').locator('table.tp-table').first(),
  ).toBeVisible();
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.byteLength).toBeGreaterThan(10_000);
});
