"""Crash safety: writer processes killed with SIGKILL at random moments, hundreds of times.

Several writers (real OS processes, see `_writer.py`) add and replace entries in one shared USER.md
and their own MEMORY.md while a reader in this process keeps reading USER.md. Each round forks the
writers and SIGKILLs each one 5-80 ms later, mid-loop wherever it happens to be: inside the lock,
halfway through the temp file, between ``os.replace`` and the acknowledgement... (the clock of
each kill starts once the writer runs, i.e. has opened its ack file). Afterwards:

- every file decodes, parses and round-trips (no backup was ever needed);
- every entry is exactly one of the strings a writer could have written (no torn entry), once;
- every acknowledged add is there, and each writer's slot holds its last acknowledged
  replacement or a later one;
- no reader ever saw a torn file;
- temp files (``.USER.md.<random>.tmp``) left by a writer killed mid-write are never the real
  file, and the next write cleans them up, so they do not accumulate.

The writers scan with the first reading only (`_scanner`: with the second reading's 0.1-s pass
before the lock, every kill would land in the scan).

Figures: ``bench-results/reliability-crash.json``.
"""

from __future__ import annotations

import os
import random
import re
import signal
import subprocess
import sys
import threading
import time
from collections import Counter
from pathlib import Path

import pytest

from deerflow_memory_middleware.providers.entry_file import EntryFile

from ._figures import record
from ._scanner import FIRST_READING_ENV
from ._writer import USER_ID, entry, slot

WRITERS = 4
ROUNDS = int(os.environ.get("RELIABILITY_KILL_ROUNDS", "80"))  # 4 x 80 = 320 kills
KILL_AFTER = (0.005, 0.080)
WRITER_SCRIPT = Path(__file__).with_name("_writer.py")

_ADD = re.compile(r"([um]) w(\d+) r(\d+) n(\d+) ")
_SLOT = re.compile(r"slot w(\d+) v(\d+)\.(\d+)")

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork and SIGKILL")


def identify(text: str) -> tuple[str, int, int, int] | None:
    """The (kind, writer, round, n) a whole entry was written as, or None for a torn one."""
    if match := _SLOT.fullmatch(text):
        key = ("slot", *map(int, match.groups()))
        return key if slot(*key[1:]) == text else None
    if match := _ADD.match(text):
        kind, *numbers = match.groups()
        key = (kind, *map(int, numbers))
        return key if entry(*key) == text else None
    return None


def check_file(path: Path) -> list[tuple[str, int, int, int]]:
    """Parse one entry file; assert it round-trips and holds only whole entries, each once."""
    state = EntryFile(path).read()
    assert state.round_trips, f"{path} does not round-trip"
    keys = []
    for text in state.entries:
        key = identify(text)
        assert key is not None, f"torn or foreign entry in {path}: {text!r}"
        keys.append(key)
    duplicated = [k for k, n in Counter(keys).items() if n > 1]
    assert not duplicated, f"entries stored twice in {path}: {duplicated}"
    return keys


class Zygote:
    """Drives `_writer.py`: forks writers on request and reports their pids."""

    def __init__(self, base_dir: Path, ack_dir: Path) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, str(WRITER_SCRIPT), str(base_dir), str(ack_dir)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1,
            env=FIRST_READING_ENV,
        )
        assert self.proc.stdout.readline().strip() == "ready"

    def spawn(self, writer: int, round_: int) -> int:
        self.proc.stdin.write(f"spawn {writer} {round_}\n")
        self.proc.stdin.flush()
        return int(self.proc.stdout.readline())

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait(timeout=10)


def wait_started(ack_file: Path, timeout: float = 30.0) -> float:
    deadline = time.monotonic() + timeout
    while not ack_file.exists():
        if time.monotonic() > deadline:
            raise AssertionError(f"writer {ack_file.stem} never started")
        time.sleep(0.0005)
    return time.monotonic()


def wait_gone(pid: int, timeout: float = 10.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return
        time.sleep(0.001)
    raise AssertionError(f"writer {pid} survived SIGKILL")


class Reader(threading.Thread):
    """Reads USER.md in a loop while writers are killed; every read must be a whole file."""

    def __init__(self, path: Path) -> None:
        super().__init__(daemon=True)
        self.path, self.reads, self.torn = path, 0, []
        self.stop = threading.Event()

    def run(self) -> None:
        while not self.stop.is_set():
            state = EntryFile(self.path).read()
            self.reads += 1
            if not state.round_trips:
                self.torn.append("does not round-trip")
            self.torn.extend(t for t in state.entries if identify(t) is None)
            time.sleep(0.002)


def test_sigkilled_writers_lose_no_acknowledged_write(tmp_path):
    base_dir, ack_dir = tmp_path / "memory", tmp_path / "acks"
    ack_dir.mkdir()
    user_dir = base_dir / "users" / USER_ID
    user_md = user_dir / "USER.md"
    seed = int(os.environ.get("RELIABILITY_SEED", random.randrange(2**32)))
    rng = random.Random(seed)
    zygote = Zygote(base_dir, ack_dir)
    reader = Reader(user_md)
    reader.start()
    kills, temp_left, temp_max, started = 0, set(), 0, time.monotonic()
    pids: list[int] = []
    try:
        for round_ in range(ROUNDS):
            pids = [zygote.spawn(writer, round_) for writer in range(WRITERS)]
            # The kill clock of a writer starts when it is running (its ack file exists), so a
            # busy machine that is slow to schedule a fresh process does not turn every kill
            # into a kill before the first write.
            starts = [wait_started(ack_dir / f"w{writer}-r{round_}.ack")
                      for writer in range(WRITERS)]
            schedule = sorted((start + rng.uniform(*KILL_AFTER), pid)
                              for start, pid in zip(starts, pids, strict=True))
            for at, pid in schedule:
                time.sleep(max(0.0, at - time.monotonic()))
                os.kill(pid, signal.SIGKILL)
                kills += 1
            for pid in pids:
                wait_gone(pid)
            pids = []
            temps = {p for p in base_dir.rglob("*.tmp")}
            temp_left |= temps  # a kill between mkstemp and os.replace leaves one
            temp_max = max(temp_max, len(temps))
    finally:
        for pid in pids:  # never leave a writer looping if the test fails mid-round
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        reader.stop.set()
        reader.join()
        zygote.close()
    elapsed = time.monotonic() - started

    # Acknowledgements: what each writer was told had been committed before it died.
    acked: list[tuple[str, int, int, int]] = []
    killed_after_first_ack = 0  # writers that got going before their kill (the rest died early)
    for ack_file in ack_dir.iterdir():
        lines = ack_file.read_text().splitlines()
        killed_after_first_ack += bool(lines)
        for line in lines:
            assert not line.startswith("error"), f"a writer saw a failed write: {line}"
            acked.append(tuple(line.split()))  # type: ignore[arg-type]
    assert acked, "no write was acknowledged: the kill window is too short for this machine"

    user_keys = check_file(user_md)
    memory_keys = {
        w: check_file(user_dir / "agents" / f"w{w}" / "MEMORY.md") for w in range(WRITERS)
    }
    user_set = set(user_keys)
    lost, acked_counts = [], Counter()
    last_slot: dict[int, tuple[int, int]] = {}
    for fields in acked:
        if fields[0] == "add":
            target, w, r, n = fields[1], *map(int, fields[2:])
            acked_counts[f"add {target}"] += 1
            key = ("u" if target == "user" else "m", w, r, n)
            if key not in (user_set if target == "user" else set(memory_keys[w])):
                lost.append(fields)
        else:
            w, r, n = map(int, fields[1:])
            acked_counts["replace"] += 1
            last_slot[w] = max(last_slot.get(w, (-1, -1)), (r, n))
    slots = Counter(k[1] for k in user_keys if k[0] == "slot")
    assert all(count == 1 for count in slots.values()), f"a writer's slot is duplicated: {slots}"
    for w, newest_acked in last_slot.items():
        stored = [k[2:] for k in user_keys if k[0] == "slot" and k[1] == w]
        if not stored or stored[0] < newest_acked:
            lost.append(("slot", w, newest_acked, stored))
    assert not lost, f"acknowledged writes lost: {lost[:10]}"
    assert not reader.torn, f"a reader saw a torn file: {reader.torn[:5]}"

    # Nothing but the real files, their locks and (at most) stale temp files remain.
    assert not list(base_dir.rglob("*.bak-*")), "a file needed a drift backup: it was torn"
    names = {p.name for p in base_dir.rglob("*") if p.is_file()}
    stray = {n for n in names if n not in ("USER.md", "USER.md.lock", "MEMORY.md", "MEMORY.md.lock")
             and not re.fullmatch(r"\.(USER|MEMORY)\.md\.[^/]+\.tmp", n)
             and not re.fullmatch(r"audit(\.\d+)?\.jsonl|\.audit\.lock", n)}  # history
    assert not stray, f"unexpected files: {stray}"
    remaining = list(base_dir.rglob("*.tmp"))
    # The next write under the lock removes a dead writer's temp file, so at most one per file
    # (the last round's) can be left; they never accumulate.
    assert len(remaining) <= 1 + WRITERS, remaining
    assert temp_max <= 1 + WRITERS

    committed = len(user_keys) + sum(len(k) for k in memory_keys.values())
    acked_adds = acked_counts["add user"] + acked_counts["add memory"]
    assert kills >= 200 or ROUNDS < 50
    record("crash", {
        "seed": seed,
        "writers_per_round": WRITERS,
        "rounds": ROUNDS,
        "sigkills": kills,
        "kill_after_ms": [KILL_AFTER[0] * 1000, KILL_AFTER[1] * 1000],
        "writers_killed_after_their_first_ack": killed_after_first_ack,
        "acknowledged_adds": acked_adds,
        "acknowledged_replaces": acked_counts["replace"],
        "entries_on_disk": committed,
        "committed_but_unacknowledged": (len(user_keys) - len(slots)
                                         + sum(len(k) for k in memory_keys.values())
                                         - acked_adds),
        # a lower bound of kills that struck mid-write: temp files seen between rounds (one
        # removed by a later write of the same round is not seen)
        "temp_files_seen_between_rounds": len(temp_left),
        "temp_files_at_once_max": temp_max,
        "temp_files_left_at_end": len(remaining),
        "concurrent_reads": reader.reads,
        "torn_reads": len(reader.torn),
        "torn_entries": 0,
        "acknowledged_writes_lost": len(lost),
        "seconds": round(elapsed, 1),
    })


def test_next_write_removes_a_dead_writers_temp_files(tmp_path):
    """Regression: every SIGKILL between ``mkstemp`` and ``os.replace`` left a
    ``.USER.md.<random>.tmp`` behind for good (62 after 256 kills); the next write under the
    lock now removes them. Files that only look similar are left alone."""
    from deerflow_memory_middleware.providers.entry_file import EntryFile

    folder = tmp_path / "u"
    folder.mkdir()
    stale = [folder / ".USER.md.ab_cd123.tmp", folder / ".USER.md.zzzzzzzz.tmp"]
    kept = [folder / ".USER.md.notes.tmp", folder / ".MEMORY.md.abcd1234.tmp",
            folder / "USER.md.abcd1234.tmp", folder / ".USER.md.abcd1234.tmp.bak"]
    for path in stale + kept:
        path.write_text("half an entry")
    (folder / ".USER.md.dir12345.tmp").mkdir()  # not a file: left alone
    file = EntryFile(folder / "USER.md")
    file.update(lambda state: None)  # a no-op write touches nothing
    assert all(p.exists() for p in stale)
    file.update(lambda state: ["one entry"])
    assert not any(p.exists() for p in stale)
    assert all(p.exists() for p in kept) and (folder / ".USER.md.dir12345.tmp").is_dir()
    assert file.read().entries == ("one entry",)
