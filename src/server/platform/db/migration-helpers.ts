import { MysqlAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against an untyped Kysely
export function isMysql(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof MysqlAdapter;
}

/** MySQL tables get InnoDB and utf8mb4 (case-insensitive collation); SQLite needs nothing. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function tableOptions(db: Kysely<any>) {
  const mysql = isMysql(db);
  return <T extends string, C extends string>(builder: CreateTableBuilder<T, C>): CreateTableBuilder<T, C> =>
    mysql ? builder.modifyEnd(sqlTableOptions) : builder;
}

const sqlTableOptions = sql`engine=InnoDB default charset=utf8mb4 collate=utf8mb4_unicode_ci`;
