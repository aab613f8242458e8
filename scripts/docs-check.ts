/**
 * Checks that keep the documents true to the tree: every decision record carries its status and date and is
 * listed in `docs/decisions/README.md`, and the README's architecture section names every folder there is.
 * Each function returns the problems it found, as sentences; none means all is well.
 */

export interface DecisionRecord {
  /** `036-move-path.md` */
  fileName: string;
  text: string;
}

const RECORD_FILE = /^(\d{3})-[a-z0-9-]+\.md$/;
const TITLE = /^# (\d{3}) — \S/;
/** `accepted`, or `superseded by NNN`, each optionally followed by a bracketed note. */
const STATUS = /^Status: (accepted|superseded by (\d{3}))( \(.+\))?$/;
const DATE = /^Date: (\d{4}-\d{2}-\d{2})$/;
const INDEX_LINE = /^- \[(\d{3})\]\(([^)]+)\) (.+) — (.+)$/;

export function isRecordFile(fileName: string): boolean {
  return RECORD_FILE.test(fileName);
}

/** The record's `Status:` value, or null when its header is not as it should be. */
export function recordStatus(record: DecisionRecord): string | null {
  const line = headerLines(record.text)[0] ?? '';
  return STATUS.test(line) ? line.slice('Status: '.length) : null;
}

/** The title line, then (after blank lines, if any) a Status line and a Date line. */
function headerLines(text: string): string[] {
  const [, ...rest] = text.split('\n');
  const firstFilled = rest.findIndex((line) => line.trim() !== '');
  return firstFilled === -1 ? [] : rest.slice(firstFilled, firstFilled + 2);
}

export function recordProblems(record: DecisionRecord, allNumbers: ReadonlySet<string>): string[] {
  const { fileName, text } = record;
  const number = RECORD_FILE.exec(fileName)?.[1];
  if (!number) return [`${fileName}: not named NNN-title.md`];
  const problems: string[] = [];
  const title = TITLE.exec(text.split('\n')[0] ?? '');
  if (!title) problems.push(`${fileName}: the first line is not "# ${number} — title"`);
  else if (title[1] !== number)
    problems.push(`${fileName}: the title says ${title[1]}, the file name ${number}`);

  const [statusLine = '', dateLine = ''] = headerLines(text);
  const status = STATUS.exec(statusLine);
  if (!status) {
    problems.push(`${fileName}: no "Status: accepted" or "Status: superseded by NNN" line under the title`);
  } else {
    for (const cited of statusLine.match(/\b\d{3}\b/g) ?? []) {
      if (!allNumbers.has(cited))
        problems.push(`${fileName}: its status names record ${cited}, which does not exist`);
    }
  }
  const date = DATE.exec(dateLine);
  if (!date) problems.push(`${fileName}: no "Date: YYYY-MM-DD" line after the Status line`);
  else if (Number.isNaN(Date.parse(`${date[1]}T00:00:00Z`)))
    problems.push(`${fileName}: ${date[1]} is not a date`);
  return problems;
}

/** Every record listed once, linked to its file, with the status the record itself gives; no line for a missing file. */
export function indexProblems(records: readonly DecisionRecord[], indexText: string): string[] {
  const problems: string[] = [];
  const listed = new Map<string, { status: string; count: number }>();
  for (const line of indexText.split('\n')) {
    const entry = INDEX_LINE.exec(line);
    if (!entry) continue;
    const [, number = '', target = '', , status = ''] = entry;
    if (!target.startsWith(`${number}-`)) problems.push(`README lists ${number} with a link to ${target}`);
    const seen = listed.get(target);
    listed.set(target, { status, count: (seen?.count ?? 0) + 1 });
  }
  const files = new Set(records.map((record) => record.fileName));
  for (const target of listed.keys()) {
    if (!files.has(target)) problems.push(`README lists ${target}, which does not exist`);
  }
  for (const record of records) {
    const entry = listed.get(record.fileName);
    if (!entry) {
      problems.push(`README does not list ${record.fileName}`);
      continue;
    }
    if (entry.count > 1) problems.push(`README lists ${record.fileName} ${entry.count} times`);
    const status = recordStatus(record);
    if (status !== null && entry.status !== status) {
      problems.push(`README gives ${record.fileName} the status "${entry.status}", the record "${status}"`);
    }
  }
  return problems;
}

/**
 * The README's `## Architecture` section opens with a block whose lines each start with a folder path
 * (`src/server/games/`): every folder of the tree must have its line, and every line its folder.
 */
export function architectureProblems(folders: readonly string[], readmeText: string): string[] {
  const section = readmeText.split(/^## Architecture$/m)[1];
  const block = section?.split('```')[1];
  if (!block) return ['README has no "## Architecture" section opening with a block of folders'];
  const named = new Set(
    block
      .split('\n')
      .map((line) => line.split(/\s/)[0] ?? '')
      .filter((path) => path.endsWith('/'))
      .map((path) => path.slice(0, -1)),
  );
  const existing = new Set(folders);
  return [
    ...folders
      .filter((folder) => !named.has(folder))
      .map((folder) => `README's architecture does not name ${folder}/`),
    ...[...named]
      .filter((folder) => !existing.has(folder))
      .map((folder) => `README's architecture names ${folder}/, which does not exist`),
  ];
}
