/**
 * Which story is snapshotted in which theme and at which width. Storybook's index
 * (storybook-static/index.json) has no parameters, so the rule reads importPath, title and tags
 * only (docs/testing.md, "Visual regression"):
 * - excluded: docs entries, stories tagged `skip-visual` (e.g. the axe-in-every-theme story);
 * - `stories/ui/*` (primitives): the first story of each file in every theme of the registry,
 *   the file's other stories in the default theme (the gallery's "Primitives" story already
 *   shows every primitive in every theme);
 * - the theme gallery (`Themes/Gallery`): every story in every theme;
 * - every other story (screens and feature components): the default theme at 360 and 1440 px;
 * - a story tagged `every-width` (a layout that changes at 768 or 1024 px): the default theme at
 *   all four widths, in both sets; in the full set also in Arabic (right to left) and the
 *   pseudo-locale at all four widths, in the CI set in Arabic at 1440 px.
 * The CI subset (`npm test`) keeps the primitives and the gallery in three themes and the
 * screens at 1440 px.
 */
import { allThemeModes, representativeThemeModes } from '../.storybook/modes';
import { screenViewports, type ScreenViewport } from '../.storybook/viewports';
import { defaultThemeId } from '../src/themes/themes';

export interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  name: string;
  title: string;
  importPath: string;
  tags?: string[];
}

export interface SnapshotCase {
  storyId: string;
  /** "Title › Story", what the report and the test list show. */
  label: string;
  themeId: string;
  themeLabel: string;
  viewport: ScreenViewport;
  width: number;
  height: number;
  /** The `locale` global: 'en', or a language shot beside it ('ar', the pseudo-locale 'en-XA'). */
  locale: string;
  /** Baseline path relative to visual/baselines, without the extension. */
  baseline: string;
}

export type SnapshotSet = 'full' | 'ci';

const SKIP_TAG = 'skip-visual';
const EVERY_WIDTH_TAG = 'every-width';
const ALL_WIDTHS = Object.keys(screenViewports) as ScreenViewport[];
const GALLERY_TITLE = 'Themes/Gallery';
const PRIMITIVES_DIR = './stories/ui/';
const COMPONENT_VIEWPORT: ScreenViewport = 'desktop';

const pixels = (value: string) => Number.parseInt(value, 10);

function themeEntries(modes: Record<string, { theme: string }>) {
  return Object.entries(modes).map(([label, mode]) => ({ id: mode.theme, label }));
}

function defaultTheme() {
  const entry = themeEntries(allThemeModes).find((theme) => theme.id === defaultThemeId);
  if (!entry) throw new Error(`The default theme "${defaultThemeId}" is not in modes.ts.`);
  return entry;
}

const ENGLISH = 'en';
/** The languages every-width stories are also shot in: right to left, and the pseudo-locale. */
const OTHER_LOCALES = ['ar', 'en-XA'];

function caseFor(
  entry: IndexEntry,
  theme: { id: string; label: string },
  viewport: ScreenViewport,
  locale: string = ENGLISH,
): SnapshotCase {
  const { width, height } = screenViewports[viewport].styles;
  const folder = locale === ENGLISH ? theme.id : `${theme.id}/${locale}`;
  return {
    storyId: entry.id,
    label: `${entry.title} › ${entry.name}`,
    themeId: theme.id,
    themeLabel: locale === ENGLISH ? theme.label : `${theme.label}, ${locale}`,
    viewport,
    width: pixels(width),
    height: pixels(height),
    locale,
    baseline: `${folder}/${entry.id}--${viewport}`,
  };
}

/**
 * The theme ids of a `--theme a,b` shard (VISUAL_THEMES), checked against the registry: a typo
 * must fail loudly, not run zero shots and pass.
 */
export function parseThemeShard(value: string | undefined): string[] | undefined {
  if (!value) return undefined;
  const known = themeEntries(allThemeModes).map((theme) => theme.id);
  const ids = value
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const unknown = ids.filter((id) => !known.includes(id));
  if (unknown.length > 0) {
    throw new Error(`Unknown theme ${unknown.join(', ')}: the themes are ${known.join(', ')}.`);
  }
  return ids;
}

/** Only the shots of the given themes (a shard), or all of them. */
export function inThemes(cases: SnapshotCase[], themeIds: string[] | undefined): SnapshotCase[] {
  return themeIds ? cases.filter((shot) => themeIds.includes(shot.themeId)) : cases;
}

/** Every snapshot of `set`, from the entries of Storybook's storybook-static/index.json. */
export function snapshotCases(entries: IndexEntry[], set: SnapshotSet): SnapshotCase[] {
  const everyTheme = themeEntries(set === 'full' ? allThemeModes : representativeThemeModes);
  const onlyDefault = [defaultTheme()];
  const screenWidths: ScreenViewport[] = set === 'full' ? ['phone', 'desktop'] : ['desktop'];
  const stories = entries.filter(
    (entry) => entry.type === 'story' && !(entry.tags ?? []).includes(SKIP_TAG),
  );
  const firstOfFile = new Set<string>();
  const seenFiles = new Set<string>();
  for (const entry of stories) {
    if (seenFiles.has(entry.importPath)) continue;
    seenFiles.add(entry.importPath);
    firstOfFile.add(entry.id);
  }

  return stories.flatMap((entry) => {
    if (entry.title === GALLERY_TITLE) {
      return everyTheme.map((theme) => caseFor(entry, theme, COMPONENT_VIEWPORT));
    }
    if (entry.importPath.startsWith(PRIMITIVES_DIR)) {
      const themes = firstOfFile.has(entry.id) ? everyTheme : onlyDefault;
      return themes.map((theme) => caseFor(entry, theme, COMPONENT_VIEWPORT));
    }
    const everyWidth = (entry.tags ?? []).includes(EVERY_WIDTH_TAG);
    const widths = everyWidth ? ALL_WIDTHS : screenWidths;
    const english = widths.map((viewport) => caseFor(entry, onlyDefault[0]!, viewport));
    if (!everyWidth) return english;
    const localeWidths: ScreenViewport[] = set === 'full' ? ALL_WIDTHS : [COMPONENT_VIEWPORT];
    const locales = set === 'full' ? OTHER_LOCALES : OTHER_LOCALES.slice(0, 1);
    return [
      ...english,
      ...locales.flatMap((locale) =>
        localeWidths.map((viewport) => caseFor(entry, onlyDefault[0]!, viewport, locale)),
      ),
    ];
  });
}
