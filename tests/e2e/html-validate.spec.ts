/**
 * Every built page is valid HTML by html-validate's recommended rules (heading order included),
 * except where Starlight's or Astro's own markup breaks a rule: those exceptions are listed below,
 * each limited to the markup that needs it and with the reason. Our pages and widgets get none.
 */
import { HtmlValidate, type Message } from 'html-validate';
import { builtPages, expect, test } from './fixtures.ts';

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // Headings go down one level at a time (h1, then h2, …), as a screen reader's outline expects.
    'heading-level': 'error',
    // Astro writes void elements self-closed (`<meta … />`); both spellings are valid HTML.
    'void-style': 'off',
  },
});

interface Allowance {
  rule: string;
  /** Where the markup comes from: the message's element selector. */
  where: RegExp;
  why: string;
}

const STARLIGHT: Allowance[] = [
  {
    rule: 'heading-level',
    where: /^#starlight__on-this-page$/,
    why: 'Starlight puts the "On this page" <h2> of its table of contents before the page\'s <h1> in the source.',
  },
  {
    rule: 'unique-landmark',
    where: /^html > body > div > div > div > aside$|> aside$/,
    why: "Starlight's sidebar and its asides (Note, Tip…) are <aside>s named by their kind: two notes share a name.",
  },
  {
    rule: 'valid-id',
    where: /^#_top$/,
    why: 'Starlight gives every page title the id "_top", its "Overview" anchor in the table of contents.',
  },
  {
    rule: 'unique-landmark',
    where: /starlight-toc > nav$/,
    why: 'Starlight renders the table of contents twice (phone and desktop), only one shown at a time.',
  },
  {
    rule: 'no-inline-style',
    where: /site-search > dialog$/,
    why: "Starlight's search dialog carries its own inline style.",
  },
  {
    rule: 'no-implicit-button-type',
    where: /site-search|^html > body > div > nav > button$|mobile-starlight-toc|figure > div/,
    why: "Starlight's search, menu and table-of-contents buttons and Expressive Code's copy button have no type (they sit in no form).",
  },
  {
    rule: 'element-permitted-content',
    where: /figure > (pre > code|div > button)/,
    why: "Expressive Code (Starlight's code blocks) puts a <div> per line inside <code> and inside its copy button.",
  },
  {
    rule: 'text-content',
    where: /figure > div > button$/,
    why: "Expressive Code's copy button is named by a data attribute its script turns into a tooltip.",
  },
];

function problems(messages: Message[]): string[] {
  const allowed = STARLIGHT;
  return messages
    .filter((m) => !allowed.some((a) => a.rule === m.ruleId && a.where.test(m.selector ?? '')))
    .map((m) => `${m.ruleId}: ${m.message} (${m.selector})`);
}

for (const path of builtPages()) {
  test(`${path} is valid HTML with headings in order`, async () => {
    const report = await validator.validateFile(`dist${path}index.html`);
    expect(problems(report.results.flatMap((r) => r.messages))).toEqual([]);
  });
}
