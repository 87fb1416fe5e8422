"""The Gemma 3 (270M) text decoder in numpy (float32), for mean-pooled hidden-state features.

The forward pass reproduces ``transformers``' ``Gemma3TextModel`` run on one text at a time
(no padding) with ``output_hidden_states=True``, where ``hidden_states[0]`` is the scaled
token embedding, ``hidden_states[i]`` the output of decoder layer ``i - 1`` and the last entry,
``hidden_states[18]``, the final RMSNorm applied to the last layer's output.

Facts about the architecture that the GGUF file does not (all) hold:

* GGUF norm weights already hold ``1 + w`` (Gemma's RMSNorm scales by ``1 + w``);
* every 6th layer (5, 11, 17) attends globally with RoPE base ``rope.freq_base`` (1e6); the
  others attend within a sliding window (512) with RoPE base 10000, which the file omits;
* attention scores are scaled by ``256 ** -0.5`` (``query_pre_attn_scalar``, omitted; equal to
  the head size for this model);
* token embeddings are multiplied by ``sqrt(hidden size)``;
* queries and keys are RMS-normed per head before RoPE; the MLP is gated GELU (tanh form);
  attention and MLP outputs are RMS-normed before being added to the residual stream.

Every array is read-only after construction: one model may serve several threads at once.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

import numpy as np
from numpy.typing import NDArray

if TYPE_CHECKING:
    from .gguf_file import GGUFFile

__all__ = ["Block", "GemmaConfig", "GemmaModel"]

logger = logging.getLogger(__name__)

F32 = np.float32
FloatArray = NDArray[np.float32]

LOCAL_ROPE_BASE = 10000.0
GLOBAL_LAYER_EVERY = 6
_GELU_C = F32(math.sqrt(2.0 / math.pi))


@dataclass(frozen=True)
class GemmaConfig:
    """Hyper-parameters of the decoder.

    Attributes:
        n_layer: Number of decoder layers.
        d_model: Hidden size.
        n_head: Query heads.
        n_kv: Key/value heads (grouped-query attention).
        head_dim: Size of one head.
        eps: RMSNorm epsilon.
        window: Sliding-window size of the local layers.
        global_base: RoPE base of the global layers.
        local_base: RoPE base of the local layers.
        query_scale: Factor applied to attention scores.
    """

    n_layer: int
    d_model: int
    n_head: int
    n_kv: int
    head_dim: int
    eps: float
    window: int
    global_base: float
    local_base: float
    query_scale: float

    def is_global(self, layer: int) -> bool:
        """Whether decoder layer ``layer`` (0-based) attends to the whole sequence."""
        return (layer + 1) % GLOBAL_LAYER_EVERY == 0

    @classmethod
    def from_fields(cls, fields: dict[str, object]) -> GemmaConfig:
        """Reads the configuration from GGUF metadata.

        Raises:
            ValueError: Not a ``gemma3`` model, or a required key is missing or of a wrong type.
        """
        arch = fields.get("general.architecture")
        if arch != "gemma3":
            raise ValueError(f"GGUF model architecture is {arch!r}, not 'gemma3'")

        def num(key: str, default: float | None = None) -> float:
            value = fields.get(f"gemma3.{key}", default)
            if not isinstance(value, int | float) or isinstance(value, bool):
                raise ValueError(  # noqa: TRY004 - a malformed file is a ValueError throughout
                    f"GGUF metadata gemma3.{key} is missing or not a number")
            return float(value)

        head_dim = int(num("attention.key_length"))
        return cls(
            n_layer=int(num("block_count")),
            d_model=int(num("embedding_length")),
            n_head=int(num("attention.head_count")),
            n_kv=int(num("attention.head_count_kv")),
            head_dim=head_dim,
            eps=num("attention.layer_norm_rms_epsilon"),
            window=int(num("attention.sliding_window")),
            global_base=num("rope.freq_base"),
            local_base=num("rope.freq_base_swa", LOCAL_ROPE_BASE),
            query_scale=head_dim ** -0.5,
        )


@dataclass(frozen=True)
class Block:
    """Weights of one decoder layer, transposed for ``x @ w`` and float32.

    Attributes:
        w_qkv: Query, key and value projections side by side, ``(d_model, q + 2 * kv)``.
        w_o: Attention output projection, ``(n_head * head_dim, d_model)``.
        w_gu: Gate and up projections side by side, ``(d_model, 2 * ffn)``.
        w_d: Down projection, ``(ffn, d_model)``.
        n_attn: RMSNorm weight (``1 + w``) before attention.
        n_q: Per-head RMSNorm weight of queries.
        n_k: Per-head RMSNorm weight of keys.
        n_post_attn: RMSNorm weight of the attention output.
        n_pre_ffw: RMSNorm weight before the MLP.
        n_post_ffw: RMSNorm weight of the MLP output.
    """

    w_qkv: FloatArray
    w_o: FloatArray
    w_gu: FloatArray
    w_d: FloatArray
    n_attn: FloatArray
    n_q: FloatArray
    n_k: FloatArray
    n_post_attn: FloatArray
    n_pre_ffw: FloatArray
    n_post_ffw: FloatArray


def _rms(x: FloatArray, w1: FloatArray, eps: float) -> FloatArray:
    """Gemma RMSNorm over the last axis; ``w1`` already holds ``1 + weight``."""
    var = np.mean(np.square(x), axis=-1, keepdims=True, dtype=F32)
    return cast(FloatArray, (x * (F32(1.0) / np.sqrt(var + F32(eps)))) * w1)


def _gelu_tanh(x: FloatArray) -> FloatArray:
    inner = _GELU_C * (x + F32(0.044715) * x * x * x)
    return cast(FloatArray, F32(0.5) * x * (F32(1.0) + np.tanh(inner)))


def _rotate(x: FloatArray, cos: FloatArray, sin: FloatArray, half: int) -> FloatArray:
    """``rotate_half`` RoPE over the last axis."""
    return cast(FloatArray, x * cos + np.concatenate([-x[..., half:], x[..., :half]], -1) * sin)


def _rope_table(base: float, head_dim: int, positions: int) -> tuple[FloatArray, FloatArray]:
    """cos and sin tables, ``(positions, 1, head_dim)``, for ``rotate_half`` RoPE."""
    exponents = np.arange(0, head_dim, 2, dtype=np.int64).astype(F32) / F32(head_dim)
    inv = (F32(1.0) / (F32(base) ** exponents)).astype(F32)
    angles = np.arange(positions, dtype=F32)[:, None] * inv[None, :]
    emb = np.concatenate([angles, angles], -1)
    cos, sin = np.cos(emb).astype(F32), np.sin(emb).astype(F32)
    cos.flags.writeable = False
    sin.flags.writeable = False
    return cos[:, None, :], sin[:, None, :]


class GemmaModel:
    """The decoder's layers up to the deepest requested hidden state, and mean pooling.

    Attributes:
        config: Hyper-parameters.
        layers: Hidden-state indices pooled into features (``transformers`` numbering).
        max_positions: Longest sequence accepted (RoPE tables are built up to it).
    """

    def __init__(self, config: GemmaConfig, blocks: Sequence[Block], final_norm: FloatArray,
                 embed_rows: NDArray[np.uint8],
                 dequantize_rows: Callable[[NDArray[np.uint8]], FloatArray],
                 layers: Sequence[int], max_positions: int) -> None:
        """Assembles a model from its weights.

        Args:
            config: Hyper-parameters.
            blocks: The first ``max(layers)`` decoder layers (more are ignored).
            final_norm: Final RMSNorm weight (``1 + w``), applied when ``config.n_layer`` is in
                ``layers``.
            embed_rows: Token embedding table, stored (quantized) bytes, one row per token.
            dequantize_rows: Turns stored rows into float32 ``(n, d_model)``.
            layers: Hidden-state indices to pool, 0 to ``config.n_layer``.
            max_positions: Longest sequence accepted.

        Raises:
            ValueError: Too few blocks or a layer index out of range.
        """
        if not layers or min(layers) < 0 or max(layers) > config.n_layer:
            raise ValueError(f"hidden-state indices {tuple(layers)} out of 0..{config.n_layer}")
        if len(blocks) < max(layers):
            raise ValueError(f"{len(blocks)} decoder layers given, {max(layers)} needed")
        for block in blocks:
            for arr in vars(block).values():
                arr.flags.writeable = False
        self.config = config
        self.layers = tuple(layers)
        self.max_positions = max_positions
        self._blocks = tuple(blocks[:max(layers)])
        self._final_norm = final_norm
        self._embed_rows = embed_rows
        self._dequantize_rows = dequantize_rows
        self._embed_scale = F32(config.d_model ** 0.5)
        self._rope = {
            True: _rope_table(config.global_base, config.head_dim, max_positions),
            False: _rope_table(config.local_base, config.head_dim, max_positions),
        }

    @property
    def vocab_size(self) -> int:
        """Number of rows of the embedding table."""
        return int(self._embed_rows.shape[0])

    @property
    def n_features(self) -> int:
        """Length of one feature vector: ``d_model`` per pooled hidden state."""
        return self.config.d_model * len(self.layers)

    @classmethod
    def from_gguf(cls, gguf: GGUFFile, layers: Sequence[int], max_positions: int) -> GemmaModel:
        """Dequantizes the needed weights of a Gemma 3 GGUF file.

        The token embedding table stays quantized (rows are dequantized on lookup) and is
        copied out of the file's buffer, so the buffer can be released afterwards.

        Raises:
            ValueError: Missing tensors, wrong shapes or metadata.
        """
        from .gguf_file import dequantize_rows

        config = GemmaConfig.from_fields(gguf.fields)
        d = config.d_model
        q_dim, kv_dim = config.n_head * config.head_dim, config.n_kv * config.head_dim

        def norm1(name: str) -> FloatArray:
            # transformers subtracts 1 when loading and adds it back in float32: same rounding
            w = gguf.dequantize(name)
            out: FloatArray = F32(1.0) + (w - F32(1.0))
            return out

        def weight(name: str, shape: tuple[int, ...]) -> FloatArray:
            w = gguf.dequantize(name)
            if w.shape != shape:
                raise ValueError(f"GGUF tensor {name!r} has shape {w.shape}, expected {shape}")
            return w

        blocks = []
        for i in range(max(layers)):
            p = f"blk.{i}."
            ff = gguf.tensor(p + "ffn_gate.weight").shape[0]
            wq = weight(p + "attn_q.weight", (q_dim, d))
            wk = weight(p + "attn_k.weight", (kv_dim, d))
            wv = weight(p + "attn_v.weight", (kv_dim, d))
            blocks.append(Block(
                w_qkv=np.ascontiguousarray(np.concatenate([wq, wk, wv], 0).T),
                w_o=np.ascontiguousarray(weight(p + "attn_output.weight", (d, q_dim)).T),
                w_gu=np.ascontiguousarray(
                    np.concatenate([weight(p + "ffn_gate.weight", (ff, d)),
                                    weight(p + "ffn_up.weight", (ff, d))], 0).T),
                w_d=np.ascontiguousarray(weight(p + "ffn_down.weight", (d, ff)).T),
                n_attn=norm1(p + "attn_norm.weight"),
                n_q=norm1(p + "attn_q_norm.weight"),
                n_k=norm1(p + "attn_k_norm.weight"),
                n_post_attn=norm1(p + "post_attention_norm.weight"),
                n_pre_ffw=norm1(p + "ffn_norm.weight"),
                n_post_ffw=norm1(p + "post_ffw_norm.weight"),
            ))
        emb = gguf.tensor("token_embd.weight")
        if emb.shape[-1] != d:
            raise ValueError(f"token embedding rows have {emb.shape[-1]} values, expected {d}")
        embed_rows = gguf.raw("token_embd.weight").copy()
        embed_rows.flags.writeable = False
        qtype = emb.ggml_type

        def lookup(rows: NDArray[np.uint8]) -> FloatArray:
            return dequantize_rows(rows, qtype)

        logger.debug("Gemma model: %d layers, embedding %s", len(blocks), qtype.name)
        return cls(config, blocks, norm1("output_norm.weight"), embed_rows, lookup, layers,
                   max_positions)

    def embed(self, ids: NDArray[np.int64]) -> FloatArray:
        """Scaled token embeddings, ``(len(ids), d_model)``."""
        rows = self._embed_rows[ids]
        out: FloatArray = self._dequantize_rows(rows).reshape(len(ids), self.config.d_model)
        return out * self._embed_scale

    def pooled(self, seqs: Sequence[Sequence[int]]) -> FloatArray:
        """Mean over tokens of the requested hidden states, concatenated, one row per sequence.

        All sequences go through one forward pass: the weight products run once over the
        concatenated tokens, attention runs per sequence, so no sequence sees another.

        Args:
            seqs: Token id sequences, each non-empty and at most ``max_positions`` long.

        Returns:
            ``(len(seqs), n_features)`` float32.

        Raises:
            ValueError: An empty or too long sequence, or an id outside the vocabulary.
        """
        if not seqs:
            return np.zeros((0, self.n_features), dtype=F32)
        lens = [len(s) for s in seqs]
        if min(lens) < 1 or max(lens) > self.max_positions:
            raise ValueError(f"sequence lengths must be 1..{self.max_positions}, got {lens}")
        ids = np.concatenate([np.asarray(s, dtype=np.int64) for s in seqs])
        if ids.min() < 0 or ids.max() >= self.vocab_size:
            raise ValueError("token id outside the vocabulary")
        bounds = np.concatenate([[0], np.cumsum(lens)]).astype(np.int64)
        spans = list(zip(bounds[:-1].tolist(), bounds[1:].tolist()))
        states = self._forward(ids, np.concatenate([np.arange(n) for n in lens]), spans)
        out = np.empty((len(seqs), self.n_features), dtype=F32)
        d = self.config.d_model
        for j, layer in enumerate(self.layers):
            h = states[layer]
            for i, (p, e) in enumerate(spans):
                out[i, j * d:(j + 1) * d] = h[p:e].mean(0, dtype=F32)
        return out

    def _forward(self, ids: NDArray[np.int64], pos: NDArray[np.int64],
                 spans: Sequence[tuple[int, int]]) -> dict[int, FloatArray]:
        """Hidden states ``{index: (N, d_model)}`` of the requested indices, packed tokens."""
        cfg = self.config
        n_tok = len(ids)
        q_dim, kv_dim, half = cfg.n_head * cfg.head_dim, cfg.n_kv * cfg.head_dim, cfg.head_dim // 2
        x = self.embed(ids)
        outs: dict[int, FloatArray] = {}
        if 0 in self.layers:
            outs[0] = x.copy()
        rope = {g: (c[pos], s[pos]) for g, (c, s) in self._rope.items()}
        for li, b in enumerate(self._blocks):
            is_global = cfg.is_global(li)
            cos, sin = rope[is_global]
            h = _rms(x, b.n_attn, cfg.eps)
            qkv = h @ b.w_qkv
            q = _rms(qkv[:, :q_dim].reshape(n_tok, cfg.n_head, cfg.head_dim), b.n_q, cfg.eps)
            k = _rms(qkv[:, q_dim:q_dim + kv_dim].reshape(n_tok, cfg.n_kv, cfg.head_dim), b.n_k,
                     cfg.eps)
            v = qkv[:, q_dim + kv_dim:].reshape(n_tok, cfg.n_kv, cfg.head_dim)
            q = _rotate(q, cos, sin, half)
            k = _rotate(k, cos, sin, half)
            if len(spans) == 1:
                att = self._attend(q, k, v, is_global)
            else:
                att = np.concatenate([self._attend(q[p:e], k[p:e], v[p:e], is_global)
                                      for p, e in spans])
            x = x + _rms(att @ b.w_o, b.n_post_attn, cfg.eps)
            h = _rms(x, b.n_pre_ffw, cfg.eps)
            gu = h @ b.w_gu
            ff = gu.shape[1] // 2
            x = x + _rms((_gelu_tanh(gu[:, :ff]) * gu[:, ff:]) @ b.w_d, b.n_post_ffw, cfg.eps)
            index = li + 1
            if index in self.layers:
                outs[index] = _rms(x, self._final_norm, cfg.eps) if index == cfg.n_layer else x
        return outs

    def _attend(self, q: FloatArray, k: FloatArray, v: FloatArray, is_global: bool) -> FloatArray:
        """Causal attention of one sequence: q ``(T, H, Dh)``, k/v ``(T, KV, Dh)`` -> ``(T, H*Dh)``."""
        n_tok, n_head, head_dim = q.shape
        n_kv = k.shape[1]
        rep = n_head // n_kv
        # grouped-query attention: the rep query heads of group g share key/value head g
        qg = np.ascontiguousarray(q.transpose(1, 0, 2)).reshape(n_kv, rep * n_tok, head_dim)
        kh = np.ascontiguousarray(k.transpose(1, 2, 0))
        vh = np.ascontiguousarray(v.transpose(1, 0, 2))
        scores = (qg @ kh).reshape(n_head, n_tok, n_tok)
        scores *= F32(self.config.query_scale)
        i = np.arange(n_tok)
        masked = i[None, :] > i[:, None]
        if not is_global:
            masked |= (i[:, None] - i[None, :]) >= self.config.window
        scores[:, masked] = -np.inf
        scores -= scores.max(-1, keepdims=True)
        np.exp(scores, out=scores)
        scores /= scores.sum(-1, keepdims=True)
        att = (scores.reshape(n_kv, rep * n_tok, n_tok) @ vh).reshape(n_head, n_tok, head_dim)
        return cast(FloatArray, att.transpose(1, 0, 2).reshape(n_tok, n_head * head_dim))
