"""`migrate --all` over 1,000 generated DeerFlow users in mixed layouts, against the floor.

Layouts, in turn: v1 per-user JSON (2026-04..07, a third also with a per-agent file), v2 Markdown
facts with ``memory.json`` ``version "2.0"`` and the ``.v1.bak`` DeerFlow keeps, v2 Markdown only
(two agents), plus the single-user base of before 2026-04. Every user has 8 facts (CJK, emoji and
RTL text among them) and summaries.

Phases, each in a fresh process that reports its own peak RSS:

- ``floor``: read every DeerFlow file of every user once (bytes + JSON / YAML parse), nothing
  else: the least any migration must do;
- ``migrate``: ``migrate --all --skip-hindsight`` into a separate base dir (scan, limits, locked
  atomic writes with fsync, audit records, manifests);
- ``rerun``: the same again, nothing changed (manifest stamps only).

Figures: users/s and peak RSS of each phase and their ratio to the floor.

Run: ``make bench`` or ``.venv/bin/python -m benchmarks.bench_migration [--users N]``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import yaml

from .common import print_table, write_result

USERS = 1000
FACTS = 8
TEXTS = ["Prefers concise answers with code first", "喜欢用中文讨论架构设计",
         "Ships every Thursday 🚀", "عميلها الرئيسي في دبي", "Uses uv and ruff in every repo",
         "日本語のドキュメントも読める", "Deploys through Argo CD 🐙", "Keeps notes in Obsidian"]
CATEGORIES = ["preference", "knowledge", "context", "correction", "goal", "workflow", "identity",
              "behavior"]


def _fact(user: int, n: int) -> dict:
    fact = {"id": f"fact_{user:05d}{n:03d}", "content": f"{TEXTS[n % len(TEXTS)]} (u{user} #{n})",
            "category": CATEGORIES[n % len(CATEGORIES)], "confidence": 0.6 + n / 40,
            "createdAt": f"2026-05-{1 + n:02d}T08:00:00Z", "source": f"thread-{n}"}
    if fact["category"] == "correction":
        fact["sourceError"] = "did the opposite before"
    return fact


def _summaries() -> dict:
    section = {"summary": "Works on the payments platform.", "updatedAt": "2026-05-01T00:00:00Z"}
    return {"user": {"workContext": section}, "history": {"recentMonths": section}}


def _markdown(path: Path, fact: dict, user: str, agent: str) -> None:
    meta = {k: v for k, v in fact.items() if k != "content"}
    meta.update(schemaVersion=2, status="active", topics=[], revision=1, user_id=user,
                agent_name=agent)
    shard = hashlib.sha256(fact["id"].encode()).hexdigest()[:2]
    target = path / "agents" / agent / "facts" / shard / f"{fact['id']}.md"
    target.parent.mkdir(parents=True, exist_ok=True)
    front = yaml.safe_dump(meta, allow_unicode=True, sort_keys=False).strip()
    target.write_text(f"---\n{front}\n---\n\n# {fact['content']}\n\n{fact['content']}\n",
                      encoding="utf-8")


def generate(base: Path, users: int) -> None:
    """DeerFlow files of ``users`` users in rotating layouts."""
    legacy = {"version": "1.0", **_summaries(), "facts": [_fact(0, n) for n in range(FACTS)]}
    base.mkdir(parents=True, exist_ok=True)
    (base / "memory.json").write_text(json.dumps(legacy, ensure_ascii=False), encoding="utf-8")
    for number in range(1, users):
        name = f"user{number:05d}"
        folder = base / "users" / name
        folder.mkdir(parents=True)
        facts = [_fact(number, n) for n in range(FACTS)]
        layout = number % 3
        if layout == 0:  # v1 JSON, some with a per-agent file
            own = facts if number % 2 else facts[:5]
            data = {"version": "1.0", **_summaries(), "facts": own}
            (folder / "memory.json").write_text(json.dumps(data, ensure_ascii=False),
                                                encoding="utf-8")
            if not number % 2:
                agent = folder / "agents" / "coder"
                agent.mkdir(parents=True)
                (agent / "memory.json").write_text(json.dumps(
                    {"version": "1.0", "facts": facts[5:]}, ensure_ascii=False), encoding="utf-8")
        else:  # v2 Markdown; layout 1 also keeps the .v1.bak
            v2 = {"version": "2.0", "revision": 3, **_summaries()}
            (folder / "memory.json").write_text(json.dumps(v2), encoding="utf-8")
            for n, fact in enumerate(facts):
                _markdown(folder, fact, name, "__default__" if n < 6 else "coder")
            if layout == 1:
                bak = {"version": "1.0", **_summaries(), "facts": facts[:6]}
                (folder / "memory.json.v1.bak").write_text(json.dumps(bak, ensure_ascii=False),
                                                           encoding="utf-8")


def floor(base: Path) -> int:
    """Read and parse every DeerFlow file once; returns the number of files."""
    count = 0
    for path in sorted(base.rglob("*")):
        if not path.is_file():
            continue
        raw = path.read_bytes()
        if path.suffix == ".md":
            yaml.load(raw.decode("utf-8")[4:].split("\n---\n", 1)[0],
                      Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
        else:
            json.loads(raw)
        count += 1
    return count


def _phase(name: str, source: Path, ours: Path) -> dict:
    imported_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    if name != "floor":  # imports are not part of the measured work
        from deerflow_memory_middleware import MemoryConfig
        from deerflow_memory_middleware.migration import migrate
    imported_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    start = time.perf_counter()
    if name == "floor":
        files = floor(source)
        users = len(list((source / "users").iterdir())) + 1
        extra = {"files": files}
    else:
        report = migrate(MemoryConfig(), base_dir=ours, source_dir=source, all_users=True,
                         skip_hindsight=True)
        users = len(report.users)
        extra = {"totals": report.totals(), "statuses": sorted({u.status for u in report.users}),
                 "exit_status": report.exit_status}
    seconds = time.perf_counter() - start
    peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return {"phase": name, "users": users, "seconds": seconds, "users_per_s": users / seconds,
            "peak_rss_mb": peak_kb / 1024, "rss_after_imports_mb": imported_kb / 1024,
            "writes_per_s": extra.get("totals", {}).get("written", 0) / seconds, **extra}


def _run_child(name: str, source: Path, ours: Path) -> dict:
    out = subprocess.run([sys.executable, "-m", "benchmarks.bench_migration", "--phase", name,
                          "--source", str(source), "--ours", str(ours)],
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--users", type=int, default=USERS)
    parser.add_argument("--phase")
    parser.add_argument("--source")
    parser.add_argument("--ours")
    args = parser.parse_args()
    if args.phase:
        print(json.dumps(_phase(args.phase, Path(args.source), Path(args.ours))))
        return 0
    with tempfile.TemporaryDirectory(prefix="bench-migration-") as tmp:
        source, ours = Path(tmp) / "deerflow", Path(tmp) / "ours"
        generate(source, args.users)
        results = {name: _run_child(name, source, ours) for name in ("floor", "migrate", "rerun")}
    base = results["floor"]
    rows = [[name, r["users"], r["seconds"], r["users_per_s"],
             base["users_per_s"] / r["users_per_s"], r["peak_rss_mb"],
             r["peak_rss_mb"] / base["peak_rss_mb"],
             r["peak_rss_mb"] - r["rss_after_imports_mb"]] for name, r in results.items()]
    print_table(f"migrate --all over {args.users} DeerFlow users (mixed layouts, {FACTS} facts "
                "each), one process per phase",
                ["phase", "users", "s", "users/s", "time / floor", "peak RSS MB",
                 "RSS / floor", "RSS added by the work MB"], rows)
    print(f"\nmigrate totals: {results['migrate']['totals']}; statuses "
          f"{results['migrate']['statuses']}; rerun statuses {results['rerun']['statuses']}")
    write_result("migration", results)
    ok = results["migrate"]["exit_status"] == 0 and results["rerun"]["statuses"] == ["unchanged"]
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
