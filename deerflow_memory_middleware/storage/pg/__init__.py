"""The ``postgres`` storage backend (psycopg 3 with a connection pool)."""
