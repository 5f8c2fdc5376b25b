const path = require("node:path");

// SQLite by default; DATABASE_CLIENT=postgres switches to PostgreSQL (see cms/README.md).
module.exports = ({ env }) => {
  const client = env("DATABASE_CLIENT", "sqlite");
  if (client === "postgres") {
    return {
      connection: {
        client: "postgres",
        connection: {
          connectionString: env("DATABASE_URL"),
          host: env("DATABASE_HOST", "127.0.0.1"),
          port: env.int("DATABASE_PORT", 5432),
          database: env("DATABASE_NAME", "nusakode_cms"),
          user: env("DATABASE_USERNAME", "nusakode"),
          password: env("DATABASE_PASSWORD", ""),
          ssl: env.bool("DATABASE_SSL", false) && {
            rejectUnauthorized: env.bool("DATABASE_SSL_REJECT_UNAUTHORIZED", true),
          },
          schema: env("DATABASE_SCHEMA", "public"),
        },
        pool: { min: env.int("DATABASE_POOL_MIN", 2), max: env.int("DATABASE_POOL_MAX", 10) },
      },
    };
  }
  return {
    connection: {
      client: "sqlite",
      connection: { filename: path.resolve(__dirname, "..", env("DATABASE_FILENAME", ".tmp/data.db")) },
      useNullAsDefault: true,
    },
  };
};
