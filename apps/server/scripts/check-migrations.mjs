#!/usr/bin/env node
// Fails when the drizzle schema (src/modules/*/*.tables.ts) and the committed migrations drift.
// drizzle-kit generate runs against a copy of the migrations: if it would write a new migration,
// someone changed a table without running `npm run db:generate` and committing the result.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const migrationsDir = path.join(serverRoot, 'migrations');
// Same glob as drizzle.config.ts; the CLI refuses --out together with --config.
const schemaGlob = './src/modules/*/*.tables.ts';
// bin.cjs is not in the package's exports map, so it is found next to the package entry point.
const drizzleKitBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve('drizzle-kit')),
  'bin.cjs',
);

function listFiles(dir) {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) files.push(path.relative(dir, path.join(entry.parentPath, entry.name)));
  }
  return files.sort();
}

/** The journal, the SQL files and the snapshots must name the same migrations. */
function checkJournal() {
  const problems = [];
  const journalFile = path.join(migrationsDir, 'meta', '_journal.json');
  if (!fs.existsSync(journalFile)) return [`${path.relative(serverRoot, journalFile)} is missing`];
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8'));
  const tags = journal.entries.map((e) => e.tag);
  const sqlTags = fs
    .readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .map((f) => f.slice(0, -'.sql'.length));
  for (const tag of tags) {
    if (!sqlTags.includes(tag)) problems.push(`journal entry ${tag} has no ${tag}.sql`);
    const prefix = tag.split('_')[0];
    if (!fs.existsSync(path.join(migrationsDir, 'meta', `${prefix}_snapshot.json`))) {
      problems.push(`journal entry ${tag} has no meta/${prefix}_snapshot.json`);
    }
  }
  // The migrator only applies files listed in the journal, so a stray file would silently never run.
  for (const tag of sqlTags)
    if (!tags.includes(tag)) problems.push(`${tag}.sql is not in meta/_journal.json`);
  return problems;
}

function run(args, cwd) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

async function main() {
  const journalProblems = checkJournal();
  if (journalProblems.length) {
    console.error('db:check FAILED: the migrations folder is inconsistent:');
    for (const p of journalProblems) console.error(`  - ${p}`);
    return 1;
  }

  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-migrations-'));
  try {
    fs.cpSync(migrationsDir, scratch, { recursive: true });
    const before = new Set(listFiles(scratch));
    // drizzle-kit prefixes --out with './', so it has to be relative to the working directory.
    const out = path.relative(serverRoot, scratch);
    const { code, output } = await run(
      [drizzleKitBin, 'generate', '--dialect', 'postgresql', '--schema', schemaGlob, '--out', out],
      serverRoot,
    );
    const added = listFiles(scratch).filter((f) => !before.has(f));

    if (added.length) {
      console.error('db:check FAILED: the schema has changes that no committed migration contains.');
      console.error('Run `npm run db:generate`, review the SQL and commit apps/server/migrations.\n');
      for (const file of added.filter((f) => f.endsWith('.sql'))) {
        console.error(`--- would generate ${file}:`);
        console.error(fs.readFileSync(path.join(scratch, file), 'utf8').trim());
        console.error('');
      }
      return 1;
    }
    // drizzle-kit asks whether a column or table was renamed; without a terminal it gives up instead.
    if (/Interactive prompts require a TTY/i.test(output)) {
      console.error(
        'db:check FAILED: the schema renames or drops something that no committed migration contains.',
      );
      console.error(
        'Run `npm run db:generate` in a terminal, answer its questions and commit apps/server/migrations.',
      );
      return 1;
    }
    // drizzle-kit exits 0 even when it fails to load the schema, so success is read from its output.
    if (code !== 0 || !/No schema changes/i.test(output)) {
      console.error(
        `db:check could not compare the schema with the migrations (drizzle-kit exit code ${code}):`,
      );
      console.error(output.trim());
      return 2;
    }
    const count = listFiles(migrationsDir).filter((f) => f.endsWith('.sql')).length;
    console.log(`db:check ok: ${count} migration(s) match the schema in ${schemaGlob}`);
    return 0;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

process.exitCode = await main();
