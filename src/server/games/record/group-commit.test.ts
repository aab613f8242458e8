import { CompiledQuery } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Db, openDb } from '../../db/database';
import { createPgSchema, testDatabases } from '../../test/databases';
import { GroupCommit } from './group-commit';
import { wroteOne } from './store';

describe.each(testDatabases())('group commit of versioned writes, on %s', (database) => {
  let db: Db;
  let drop: () => Promise<void> = async () => {};

  beforeEach(async () => {
    if (database === 'postgres') {
      const schema = await createPgSchema(process.env.TEST_DATABASE_URL as string);
      db = openDb({ databaseUrl: process.env.TEST_DATABASE_URL, pgSchema: schema.schema });
      drop = schema.drop;
    } else {
      db = openDb({});
    }
    await db.kysely.executeQuery(
      CompiledQuery.raw('create table counters (id text primary key, version integer)'),
    );
    await db.kysely.executeQuery(
      CompiledQuery.raw("insert into counters (id, version) values ('a', 1), ('b', 1), ('c', 1)"),
    );
  });

  afterEach(async () => {
    await db.close();
    await drop();
  });

  const bump = (id: string, from: number) =>
    CompiledQuery.raw(
      database === 'postgres'
        ? 'update counters set version = $1 where id = $2 and version = $3'
        : 'update counters set version = ? where id = ? and version = ?',
      [from + 1, id, from],
    );

  async function versions(): Promise<Record<string, number>> {
    const { rows } = await db.kysely.executeQuery<{ id: string; version: number }>(
      CompiledQuery.raw('select id, version from counters order by id'),
    );
    return Object.fromEntries(rows.map((row) => [row.id, Number(row.version)]));
  }

  it('answers each write with its own result, after the commit', async () => {
    const writes = new GroupCommit(db);
    const results = await Promise.all([
      writes.run(bump('a', 1)),
      writes.run(bump('b', 0)),
      writes.run(bump('c', 1)),
    ]);
    expect(results.map(wroteOne)).toEqual([true, false, true]);
    expect(await versions()).toEqual({ a: 2, b: 1, c: 2 });
  });

  it('lets a failing statement fail alone', async () => {
    const writes = new GroupCommit(db);
    const broken = CompiledQuery.raw('update counters set missing_column = 1');
    const results = await Promise.allSettled([
      writes.run(bump('a', 1)),
      writes.run(broken),
      writes.run(bump('c', 1)),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await versions()).toEqual({ a: 2, b: 1, c: 2 });
  });
});
