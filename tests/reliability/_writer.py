"""Writer processes for the crash-safety test (tests/reliability/test_crash_safety.py).

Run as ``python _writer.py ZYGOTE_ARGS``: a *zygote* that imports the package once, prints
``ready`` and then, for every ``spawn <writer> <round>`` line on stdin, forks a writer process
and prints its pid. The test kills each writer with SIGKILL at a random moment. Forking from an
already-imported zygote keeps a round at a few milliseconds instead of a second of imports, so
hundreds of kills fit in a short test; every writer is still a real OS process with its own
file descriptors and locks, killed by the kernel.

A writer loops forever over three writes through `BuiltinFileProvider`:

1. add ``entry("u", ...)`` to the shared USER.md,
2. add ``entry("m", ...)`` to its own MEMORY.md (agent ``w<writer>``),
3. replace its slot entry ``slot w<writer> v<round>.<n>`` in USER.md (add it when missing),

and after each successful write appends one acknowledgement line to its ack file with a single
``write(2)`` on an ``O_APPEND`` descriptor, then ``fsync``s it. SIGKILL does not discard data a
process has already handed to the kernel, so an ack line on disk means the write returned before
the kill.
"""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path

USER_ID = "crash"
LIMIT = 1_000_000


def entry(kind: str, writer: int, round_: int, n: int) -> str:
    """The only text a writer ever writes for (kind, writer, round, n): variable length, some
    entries span two lines, so a torn write could not pass for a whole entry."""
    filler = "x" * ((writer * 31 + round_ * 7 + n * 13) % 61)
    tail = f"\nsecond line of {kind}{writer}.{round_}.{n}" if n % 3 == 0 else ""
    return f"{kind} w{writer} r{round_} n{n} {filler}.{tail}"


def slot(writer: int, round_: int, n: int) -> str:
    return f"slot w{writer} v{round_:05d}.{n:06d}"


def slot_key(writer: int) -> str:
    return f"slot w{writer} "


def _writer(base_dir: str, ack_dir: str, writer: int, round_: int) -> None:
    from deerflow_memory_middleware.config import BuiltinConfig, MemoryConfig
    from deerflow_memory_middleware.providers.builtin import BuiltinFileProvider

    config = MemoryConfig(builtin=BuiltinConfig(user_char_limit=LIMIT, memory_char_limit=LIMIT))
    provider = BuiltinFileProvider(
        config, base_dir=base_dir, user_id=USER_ID, agent_id=f"w{writer}"
    )
    # Creating the ack file tells the test this writer runs (its kill clock starts now).
    ack = os.open(
        Path(ack_dir) / f"w{writer}-r{round_}.ack", os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644
    )

    def acknowledge(line: str) -> None:
        os.write(ack, (line + "\n").encode())
        os.fsync(ack)

    n = 0
    while True:
        if provider.add("user", entry("u", writer, round_, n)).success:
            acknowledge(f"add user {writer} {round_} {n}")
        if provider.add("memory", entry("m", writer, round_, n)).success:
            acknowledge(f"add memory {writer} {round_} {n}")
        value = slot(writer, round_, n)
        result = provider.replace("user", slot_key(writer), value)
        if not result.success and result.code == "not_found":
            result = provider.add("user", value)
        if result.success:
            acknowledge(f"slot {writer} {round_} {n}")
        elif result.code != "lock_timeout":
            acknowledge(f"error {result.code} {result.error}")
        n += 1


def _zygote(base_dir: str, ack_dir: str) -> None:
    import deerflow_memory_middleware.providers.builtin  # noqa: F401  (import once, fork many)
    from deerflow_memory_middleware.security import scan_content

    scan_content("warm the scanner (and its model) up once")  # forks inherit it loaded

    signal.signal(signal.SIGCHLD, signal.SIG_IGN)  # the kernel reaps killed writers
    print("ready", flush=True)
    for line in sys.stdin:
        command, writer, round_ = line.split()
        assert command == "spawn"
        pid = os.fork()
        if pid == 0:
            try:
                signal.signal(signal.SIGCHLD, signal.SIG_DFL)
                _writer(base_dir, ack_dir, int(writer), int(round_))
            finally:
                os._exit(1)
        print(pid, flush=True)


if __name__ == "__main__":
    _zygote(sys.argv[1], sys.argv[2])
