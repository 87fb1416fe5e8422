"""The scanner without its second reading, for tests of the file protocol under contention and
SIGKILL.

Those tests measure what the lock, the re-read and the atomic replace guarantee while writers
race and die. A write scans its entry before it takes the lock; with the second reading (a pass
of a language model, about 0.1 s) every kill of a 5-80 ms window lands in the scan, and sixteen
agents on two cores spread so far apart that they hardly contend. The first reading keeps the
scan at the few milliseconds the kill windows and the contention were set for. The scanner
itself, with both readings, is measured by the security tests.
"""

from __future__ import annotations

import os

from deerflow_memory_middleware.security.semantic import first_reading_only

__all__ = ["FIRST_READING_ENV", "first_reading_only"]

#: The environment of a writer process: the second reading off.
FIRST_READING_ENV = {**os.environ, "DEERFLOW_MEMORY_SEMANTIC_READER": "off"}
