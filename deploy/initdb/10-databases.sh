#!/bin/sh
# Two databases, two roles: the memory tables and Hindsight's never share a schema.
set -eu
psql -v ON_ERROR_STOP=1 -U postgres <<SQL
CREATE ROLE memory LOGIN PASSWORD '${MEMORY_DB_PASSWORD}';
CREATE DATABASE memory OWNER memory;
CREATE ROLE hindsight LOGIN PASSWORD '${HINDSIGHT_DB_PASSWORD}';
CREATE DATABASE hindsight OWNER hindsight;
\c hindsight
CREATE EXTENSION IF NOT EXISTS vector;
SQL
