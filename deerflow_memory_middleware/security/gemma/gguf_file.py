"""A minimal reader of GGUF files held in memory: header, metadata and tensor table.

GGUF (the llama.cpp model format) is a little-endian file made of a header (magic ``GGUF``,
version, tensor count, metadata count), typed key/value metadata, a table of tensors (name,
dimensions, element type, offset) and, after padding to the file's alignment, the tensor data.

The ``gguf`` package's own ``GGUFReader`` wants a file path and turns every string of a
262,144-entry vocabulary into several numpy arrays (seconds and hundreds of megabytes); this
reader works over a buffer already in memory (the weights arrive as chunks that are joined in
memory, never written to disk) and keeps strings as Python strings. Dequantization of the
tensors is left to ``gguf.quants.dequantize``, the format's reference implementation.

Every malformed input (bad magic, unsupported version, truncation, unknown value or tensor type,
tensor data outside the buffer) raises ``ValueError`` with a message saying what is wrong.
"""

from __future__ import annotations

import logging
import struct
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Final

import numpy as np
from gguf.constants import GGML_QUANT_SIZES, GGMLQuantizationType
from gguf.quants import dequantize as gguf_dequantize
from numpy.typing import NDArray

__all__ = ["GGUFFile", "TensorInfo", "dequantize_rows"]

logger = logging.getLogger(__name__)

MAGIC = b"GGUF"
SUPPORTED_VERSIONS = (2, 3)
DEFAULT_ALIGNMENT = 32
MAX_DIMS = 4

# GGUF metadata value types: code -> struct format of a scalar (string 8 and array 9 aside).
_SCALAR_FORMATS: Final[Mapping[int, str]] = MappingProxyType({
    0: "<B", 1: "<b", 2: "<H", 3: "<h", 4: "<I", 5: "<i", 6: "<f", 7: "<?",
    10: "<Q", 11: "<q", 12: "<d",
})
# The same types as numpy dtypes, for arrays of scalars (bool arrays read as bytes).
_ARRAY_DTYPES: Final[Mapping[int, str]] = MappingProxyType({
    0: "<u1", 1: "<i1", 2: "<u2", 3: "<i2", 4: "<u4", 5: "<i4", 6: "<f4", 7: "<u1",
    10: "<u8", 11: "<i8", 12: "<f8",
})
_STRING = 8
_ARRAY = 9


@dataclass(frozen=True)
class TensorInfo:
    """One entry of the tensor table.

    Attributes:
        name: Tensor name, e.g. ``blk.0.attn_q.weight``.
        ggml_type: The element (quantization) type.
        shape: Shape in numpy order (the file lists dimensions innermost first).
        offset: Absolute byte offset of the tensor data in the buffer.
        n_bytes: Size of the tensor data in bytes.
    """

    name: str
    ggml_type: GGMLQuantizationType
    shape: tuple[int, ...]
    offset: int
    n_bytes: int


class _Cursor:
    """Sequential little-endian reads over a buffer, raising ``ValueError`` past its end."""

    def __init__(self, view: memoryview) -> None:
        self.view = view
        self.pos = 0

    def need(self, n: int, what: str) -> None:
        if n < 0 or self.pos + n > len(self.view):
            raise ValueError(
                f"malformed GGUF: truncated while reading {what} at byte {self.pos} "
                f"(needs {n} bytes, {len(self.view) - self.pos} left)"
            )

    def scalar(self, fmt: str, what: str) -> Any:
        size = struct.calcsize(fmt)
        self.need(size, what)
        (value,) = struct.unpack_from(fmt, self.view, self.pos)
        self.pos += size
        return value

    def u32(self, what: str) -> int:
        return int(self.scalar("<I", what))

    def u64(self, what: str) -> int:
        return int(self.scalar("<Q", what))

    def string(self, what: str) -> str:
        n = self.u64(f"length of {what}")
        self.need(n, what)
        try:
            text = str(self.view[self.pos:self.pos + n], "utf-8")
        except UnicodeDecodeError as exc:
            raise ValueError(f"malformed GGUF: {what} at byte {self.pos} is not UTF-8") from exc
        self.pos += n
        return text

    def value(self, vtype: int, what: str) -> Any:
        if vtype == _STRING:
            return self.string(what)
        if vtype == _ARRAY:
            return self.array(what)
        fmt = _SCALAR_FORMATS.get(vtype)
        if fmt is None:
            raise ValueError(f"malformed GGUF: unknown value type {vtype} for {what}")
        return self.scalar(fmt, what)

    def array(self, what: str) -> Any:
        etype = self.u32(f"element type of {what}")
        count = self.u64(f"length of {what}")
        if etype == _STRING or etype == _ARRAY:
            # each element takes at least 8 bytes (a length or a header): refuse absurd counts
            # before building a list of them
            self.need(count * 8, what)
            return [self.value(etype, what) for _ in range(count)]
        dtype_name = _ARRAY_DTYPES.get(etype)
        if dtype_name is None:
            raise ValueError(f"malformed GGUF: unknown array element type {etype} for {what}")
        dtype = np.dtype(dtype_name)
        self.need(count * dtype.itemsize, what)
        arr = np.frombuffer(self.view, dtype=dtype, count=count, offset=self.pos).copy()
        self.pos += count * dtype.itemsize
        return arr


def _ggml_type(code: int, name: str) -> GGMLQuantizationType:
    try:
        qtype = GGMLQuantizationType(code)
    except ValueError as exc:
        raise ValueError(f"malformed GGUF: tensor {name!r} has unknown type {code}") from exc
    if qtype not in GGML_QUANT_SIZES:
        raise ValueError(f"malformed GGUF: tensor {name!r} has type {qtype.name} of unknown size")
    return qtype


class GGUFFile:
    """Metadata and tensor table of a GGUF file held in a buffer.

    The buffer is referenced, not copied: tensor views returned by `raw` stay valid as long as
    this object (or the view) is alive.

    Attributes:
        version: GGUF format version (2 or 3).
        fields: Metadata, key to value: ints, floats, bools and strings as Python values, arrays
            of numbers as numpy arrays, arrays of strings as lists.
        tensors: Tensor table, name to `TensorInfo`, in file order.
        alignment: Alignment of the data section, in bytes.
    """

    def __init__(self, buffer: bytes | bytearray | memoryview) -> None:
        """Parses the header, metadata and tensor table.

        Args:
            buffer: The whole file's bytes (wrap a numpy array in ``memoryview``).

        Raises:
            ValueError: The buffer is not a well-formed GGUF file.
        """
        view = memoryview(buffer).cast("B")
        self._view = view
        cur = _Cursor(view)
        cur.need(4, "magic")
        if bytes(view[:4]) != MAGIC:
            raise ValueError(f"malformed GGUF: bad magic {bytes(view[:4])!r} (expected b'GGUF')")
        cur.pos = 4
        self.version = cur.u32("version")
        if self.version not in SUPPORTED_VERSIONS:
            raise ValueError(f"malformed GGUF: version {self.version} is not supported")
        n_tensors = cur.u64("tensor count")
        n_kv = cur.u64("metadata count")
        # every metadata entry and tensor entry takes at least 12 bytes
        cur.need((n_tensors + n_kv) * 12, "metadata and tensor table")

        self.fields: dict[str, Any] = {}
        for i in range(n_kv):
            key = cur.string(f"metadata key #{i}")
            vtype = cur.u32(f"value type of {key!r}")
            self.fields[key] = cur.value(vtype, f"metadata {key!r}")

        entries: list[tuple[str, tuple[int, ...], GGMLQuantizationType, int]] = []
        for i in range(n_tensors):
            name = cur.string(f"name of tensor #{i}")
            n_dims = cur.u32(f"dimension count of {name!r}")
            if not 1 <= n_dims <= MAX_DIMS:
                raise ValueError(f"malformed GGUF: tensor {name!r} has {n_dims} dimensions")
            dims = tuple(cur.u64(f"dimensions of {name!r}") for _ in range(n_dims))
            qtype = _ggml_type(cur.u32(f"type of {name!r}"), name)
            offset = cur.u64(f"offset of {name!r}")
            entries.append((name, dims, qtype, offset))

        alignment = self.fields.get("general.alignment", DEFAULT_ALIGNMENT)
        if not isinstance(alignment, int) or alignment <= 0 or alignment & (alignment - 1):
            raise ValueError(f"malformed GGUF: alignment {alignment!r} is not a power of two")
        self.alignment = alignment
        data_start = -(-cur.pos // alignment) * alignment

        self.tensors: dict[str, TensorInfo] = {}
        for name, dims, qtype, offset in entries:
            block, type_size = GGML_QUANT_SIZES[qtype]
            if any(d <= 0 for d in dims) or dims[0] % block:
                raise ValueError(
                    f"malformed GGUF: tensor {name!r} has dimensions {dims} that do not fit "
                    f"{qtype.name} blocks of {block}"
                )
            n_bytes = int(np.prod(dims, dtype=np.int64)) // block * type_size
            start = data_start + offset
            if offset % alignment or start + n_bytes > len(view):
                raise ValueError(
                    f"malformed GGUF: data of tensor {name!r} ({n_bytes} bytes at {start}) lies "
                    f"outside the {len(view)}-byte buffer or is misaligned"
                )
            if name in self.tensors:
                raise ValueError(f"malformed GGUF: tensor {name!r} is listed twice")
            self.tensors[name] = TensorInfo(name, qtype, tuple(reversed(dims)), start, n_bytes)
        logger.debug("GGUF v%d: %d metadata entries, %d tensors", self.version, n_kv, n_tensors)

    def tensor(self, name: str) -> TensorInfo:
        """The table entry of ``name``.

        Raises:
            ValueError: The file has no such tensor.
        """
        info = self.tensors.get(name)
        if info is None:
            raise ValueError(f"GGUF file has no tensor {name!r}")
        return info

    def raw(self, name: str) -> NDArray[np.uint8]:
        """The stored (possibly quantized) bytes of a tensor, one row per innermost row.

        Returns:
            A read-only view into the buffer, shape ``(rows, bytes_per_row)``.
        """
        info = self.tensor(name)
        rows = int(np.prod(info.shape[:-1], dtype=np.int64)) if len(info.shape) > 1 else 1
        arr = np.frombuffer(self._view, dtype=np.uint8, count=info.n_bytes, offset=info.offset)
        arr.flags.writeable = False
        return arr.reshape(rows, info.n_bytes // rows)

    def dequantize(self, name: str) -> NDArray[np.float32]:
        """A tensor as a new contiguous float32 array of its numpy-order shape."""
        info = self.tensor(name)
        raw = self.raw(name)
        out = np.ascontiguousarray(dequantize_rows(raw, info.ggml_type).reshape(info.shape))
        if np.may_share_memory(out, raw):  # float32 tensors come back as views of the buffer
            out = out.copy()
        return out


def dequantize_rows(rows: NDArray[np.uint8], ggml_type: GGMLQuantizationType) -> NDArray[np.float32]:
    """Dequantizes stored rows (shape ``(n, bytes_per_row)``) to float32 ``(n, values_per_row)``."""
    out = gguf_dequantize(rows, ggml_type)
    return np.asarray(out, dtype=np.float32)
