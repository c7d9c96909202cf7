# Clubsite: the commands people run. `make run` serves the demo club (`make run DEMO=0`:
# no demo, and a new site prints its one-time setup link), `make test` runs the whole suite. The virtualenv is created with a Python >= 3.12 found by
# scripts/find_python.sh (override with PYTHON=/path/to/python3.12).

VENV        ?= .venv
PY          := $(VENV)/bin/python
PIP         := $(PY) -m pip
HOST        ?= 127.0.0.1
PORT        ?= 8000
DEMO        ?= 1
PYTEST_ARGS ?= -n auto
# Coverage of clubsite, scoring and tournaments ([tool.coverage] in pyproject.toml), summed
# over the xdist workers. `make test` ends with the total: Python 3.12's monitoring API
# (COVERAGE_CORE=sysmon) measures for about 2 % of the suite's time, where the classic tracer
# cost 33-105 %. `make coverage` adds the missing lines per module; `make test COVERAGE=`
# runs without measuring.
COVERAGE    ?= --cov --cov-report=
COVERAGE_ARGS := --cov --cov-report=term-missing:skip-covered
export COVERAGE_CORE ?= sysmon
RUNS        ?= 5
HAVE_MSGFMT := $(shell command -v msgfmt >/dev/null 2>&1 && echo yes)
RUFF_PATHS  ?= .

.DEFAULT_GOAL := help
.PHONY: help venv setup setup-dev lock run run-https test test-fast lint typecheck format bench messages compilemessages \
        migrate seed collectstatic check clean flake-check coverage cluster cluster-check

help:  ## list the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-16s %s\n", $$1, $$2}'

$(PY):
	@python="$$(scripts/find_python.sh)" && echo "Creating $(VENV) with $$python" && \
		"$$python" -m venv $(VENV)
	@$(PIP) install --quiet --upgrade pip

# Installs come from the lock files (every package pinned, with its hashes: pip refuses a
# file that differs from the one locked). requirements*.txt hold the ranges the locks are made
# from; after changing a range run `make lock` (tests/test_requirements_lock.py checks that
# the locks cover the ranges).
$(VENV)/.installed: requirements.lock | $(PY)
	$(PIP) install --quiet --require-hashes -r requirements.lock
	@touch $@

$(VENV)/.installed-dev: requirements.lock requirements-dev.lock | $(PY)
	$(PIP) install --quiet --require-hashes -r requirements-dev.lock
	@touch $@ $(VENV)/.installed

# `make lock` keeps the pins that still fit the ranges and pins what is new;
# `make lock LOCK_ARGS=--upgrade` moves every package to its newest version in range. The
# development lock is constrained by the runtime lock, so both install the same versions.
PIP_COMPILE := $(PY) -m piptools compile --quiet --generate-hashes --allow-unsafe \
	--strip-extras --no-emit-index-url --no-emit-find-links $(LOCK_ARGS)
lock: $(PY)  ## pin requirements*.txt into requirements*.lock (with hashes; LOCK_ARGS=--upgrade)
	@$(PY) -m piptools --version >/dev/null 2>&1 || $(PIP) install --quiet pip-tools
	$(PIP_COMPILE) -o requirements.lock requirements.txt
	$(PIP_COMPILE) -c requirements.lock -o requirements-dev.lock requirements-dev.txt

venv: $(PY)  ## create the virtualenv

setup: $(VENV)/.installed compilemessages migrate  ## runtime dependencies, translations, database

setup-dev: $(VENV)/.installed-dev compilemessages  ## dependencies for tests and linting

compilemessages:  ## compile locale/*.po (the .mo files are committed, so gettext is optional)
ifeq ($(HAVE_MSGFMT),yes)
	@$(PY) manage.py compilemessages --ignore='$(VENV)/*' --ignore=$(VENV) -v0
else
	@echo "gettext (msgfmt) not installed: using the committed .mo files"
endif

messages:  ## collect new strings into locale/*.po, then compile
	$(PY) manage.py makemessages -l nl -l en -l de --no-obsolete \
		--ignore='$(VENV)/*' --ignore='staticfiles/*' --ignore='tests/*' --ignore='bench/*'
	$(MAKE) compilemessages

migrate: $(VENV)/.installed
	$(PY) manage.py migrate --no-input -v1

seed: migrate  ## load the demo club (idempotent)
	$(PY) manage.py seed_demo

collectstatic: $(VENV)/.installed  ## gather static files for production (whitenoise)
	$(PY) manage.py collectstatic --no-input -v0

# `make run` serves this machine only (uvicorn, ASGI as in production for the live pages'
# streams, reloading on a changed .py file; DEBUG on). Any other HOST (`make run
# HOST=0.0.0.0`: the club's network, phones open http://<this machine>:8000) runs the app as
# in production (scripts/serve_club.sh: DEBUG off, gunicorn, whitenoise): a phone never
# sees Django's technical error pages. Both serve through ASGI (docs/live.md). `make run-https HOST=0.0.0.0` adds HTTPS with a
# certificate of the club's own (docs/https.md): the table pages then work offline after a
# reload too.
LOCAL_HOSTS := 127.0.0.1 localhost ::1
LAN_ADDRESSES = $(shell $(PY) scripts/lan_addresses.py 2>/dev/null)
# The address the setup link names: a phone's view of this machine when serving the network.
SETUP_HOST = $(if $(filter 0.0.0.0,$(HOST)),$(firstword $(LAN_ADDRESSES) 127.0.0.1),$(HOST))

# DEMO=0 leaves the demo club out; a site without any club then prints its setup link
# (docs/first-run.md), once per run (a new link replaces the last one). Each start runs
# `manage.py housekeeping` (docs/privacy.md; a server runs it daily: deploy/*.timer).
run: setup $(if $(filter 0,$(DEMO)),,seed)  ## serve the demo club at http://$(HOST):$(PORT) (HOST=0.0.0.0: for phones too; DEMO=0: your own club)
	@$(PY) manage.py setup_link --if-new --base-url http://$(SETUP_HOST):$(PORT)
	@$(PY) manage.py housekeeping >/dev/null
ifeq ($(filter $(HOST),$(LOCAL_HOSTS)),)
	PYTHON=$(PY) scripts/serve_club.sh http $(HOST) $(PORT)
else
	@echo "Serving on http://$(HOST):$(PORT)/  (Ctrl-C stops)"
	$(PY) -m uvicorn clubsite.asgi:application --reload --host $(HOST) --port $(PORT)
endif

run-https: setup $(if $(filter 0,$(DEMO)),,seed)  ## HTTPS on the club's network (HOST=0.0.0.0; docs/https.md)
	@$(PY) manage.py setup_link --if-new --base-url https://$(SETUP_HOST):$(PORT)
	@$(PY) manage.py housekeeping >/dev/null
	PYTHON=$(PY) scripts/serve_club.sh https $(HOST) $(PORT)

# The tests and the manage.py processes some start compile every module again unless Python
# may keep its bytecode (__pycache__/, ignored by git): a shell with PYTHONDONTWRITEBYTECODE
# set (some CI images) would pay for it in every xdist worker, on every run.
test test-fast coverage flake-check: export PYTHONDONTWRITEBYTECODE :=

test: setup-dev  ## the whole test suite (tests/), in parallel
	@$(PY) -m pytest $(PYTEST_ARGS) $(COVERAGE); rc=$$?; \
		if [ $$rc -eq 5 ]; then echo "make test: no tests were collected" >&2; fi; \
		if [ $$rc -eq 0 ] && [ -n "$(COVERAGE)" ]; then \
			echo "coverage of clubsite, scoring, tournaments: $$($(PY) -m coverage report --format=total) %"; \
		fi; exit $$rc

# The edit-test loop: the engine (tests/scoring), the seating search and the services' and
# selectors' tests, without the browser and slow tests (pyproject.toml's markers), on two
# workers and without coverage: under 90 s on our 2-core machine (docs/benchmarks.md).
FAST_TESTS ?= tests/scoring tests/tournaments/seating \
	$(sort $(wildcard tests/tournaments/*/test_*services*.py tests/tournaments/*/test_*selectors*.py))
test-fast: setup-dev  ## the engine, seating, services and selectors; no browser, no slow tests (< 90 s)
	@$(PY) -m pytest -n 2 -q -m "not browser and not slow" $(FAST_TESTS)

coverage: setup-dev  ## the whole test suite with a coverage summary (missing lines per module)
	@$(MAKE) --no-print-directory test COVERAGE="$(COVERAGE_ARGS)"

flake-check: setup-dev  ## the whole suite RUNS=5 times in a row (SQLite, and DATABASE_URL if set)
	RUNS=$(RUNS) PYTHON=$(PY) scripts/flake_check.sh

check: setup-dev  ## Django system checks and missing migrations
	$(PY) manage.py check
	$(PY) manage.py makemigrations --check --dry-run

lint: setup-dev  ## ruff lint and format check, the import contracts (.importlinter), mypy
	$(PY) -m ruff check $(RUFF_PATHS)
	$(PY) -m ruff format --check $(RUFF_PATHS)
	$(VENV)/bin/lint-imports --no-cache
	$(PY) -m mypy

typecheck: setup-dev  ## mypy with django-stubs (strict for scoring/engine and tournaments/seating)
	$(PY) -m mypy

format: setup-dev  ## apply ruff fixes and formatting
	$(PY) -m ruff check --fix $(RUFF_PATHS)
	$(PY) -m ruff format $(RUFF_PATHS)

bench: setup-dev  ## run the benchmarks in bench/ (figures in docs/benchmarks.md)
	@found=0; for f in bench/*.py; do \
		[ -e "$$f" ] || continue; \
		case "$$(basename $$f)" in _*|conftest.py) continue;; esac; \
		found=1; echo "== $$f"; $(PY) "$$f" || exit 1; \
	done; [ $$found = 1 ] || echo "no benchmarks in bench/ yet"

cluster: setup-dev  ## PostgreSQL, Redis, 2 app servers, a worker, HAProxy on this machine (docs/scaling.md)
	PYTHON=$(PY) scripts/cluster.sh run

cluster-check: setup-dev  ## the cluster under load, app server A restarted mid-run; exit 1 on a lost hand
	PYTHON=$(PY) scripts/cluster.sh check

clean:  ## remove the virtualenv, database, collected static files and caches
	rm -rf $(VENV) db.sqlite3 staticfiles .pytest_cache .ruff_cache .coverage .coverage.* htmlcov
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
