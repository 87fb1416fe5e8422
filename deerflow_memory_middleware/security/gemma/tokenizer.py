"""The Gemma 3 tokenizer, in pure Python, built from the vocabulary stored in the GGUF file.

It gives the same token ids as the Gemma tokenizer that ``transformers`` builds from the same
GGUF file (a byte-fallback BPE) for ordinary text:

1. added tokens (runs of newlines or tabs, HTML tags such as ``<table>``) are cut out of the
   text first, leftmost-longest, and map to their own ids;
2. in the rest, every space becomes ``▁`` (U+2581); the whole segment is one BPE word;
3. BPE over characters, with byte fallback (``<0xXX>`` tokens) for characters outside the
   vocabulary.

The merges such a tokenizer derives from a GGUF vocabulary are every split ``l | r`` of every
vocabulary token with both halves in the vocabulary, ranked by the merged token's index and then
by the longer left half. So a pair merges iff ``l + r`` is a token, with rank
``(index(l + r), -len(l))``, and no merge table is needed. Merges are applied lowest rank first,
leftmost first among equals.

One deliberate difference: text is never turned into control tokens. Reading untrusted text, a
literal ``<start_of_turn>``, ``<bos>``, ``<eos>``, ``<pad>``, ``<end_of_turn>``,
``<start_of_image>``, ``[multimodal]`` or ``<unused0>`` is tokenized as the characters it is made
of, like ``transformers`` does with ``split_special_tokens=True``: control tokens (and the
multimodal markers, which ``transformers`` would still match) are neither matched as added tokens
nor reachable by BPE merges. The only control token in the output is the leading ``<bos>``.
"""

from __future__ import annotations

import heapq
import logging
import re
from collections.abc import Mapping, Sequence

__all__ = ["GemmaTokenizer"]

logger = logging.getLogger(__name__)

# GGUF token types (llama.cpp's llama_token_type)
TOKEN_NORMAL = 1
TOKEN_CONTROL = 3
TOKEN_USER_DEFINED = 4

SPACE = "\u2581"
# user-defined tokens kept as added tokens: whitespace runs and plain HTML tags like <td>, </b>
_ORDINARY_ADDED = re.compile(r"\s+|</?[a-z][a-z0-9]*>")
# lone surrogates (not encodable as UTF-8) are read as U+FFFD
_SURROGATE = re.compile("[\ud800-\udfff]")
# a prefix of this many characters per wanted token is encoded first (see `encode`)
_CHARS_PER_TOKEN = 8
# tokens past the wanted ones that a prefix must give before its cut is trusted not to matter
_MARGIN = 16


class GemmaTokenizer:
    """Token ids of texts, with a leading ``<bos>``, truncated to ``max_length`` ids.

    Immutable after construction, so one instance may serve several threads.

    Attributes:
        bos_id: Id of ``<bos>``.
        max_length: Maximum number of ids returned, ``<bos>`` included.
        control_ids: Ids that `encode` never produces from text (``<bos>`` only leads).
    """

    def __init__(self, tokens: Sequence[str], token_types: Sequence[int], bos_id: int,
                 max_length: int) -> None:
        """Builds the tokenizer.

        Args:
            tokens: Vocabulary, token strings by id.
            token_types: GGUF token type of each token (1 normal, 3 control, 4 user-defined,
                6 byte).
            bos_id: Id of ``<bos>``.
            max_length: Maximum number of ids `encode` returns, ``<bos>`` included.

        Raises:
            ValueError: Inconsistent vocabulary (lengths differ, byte tokens missing, bad ids).
        """
        if len(tokens) != len(token_types):
            raise ValueError(f"{len(tokens)} tokens but {len(token_types)} token types")
        if not 0 <= bos_id < len(tokens) or max_length < 1:
            raise ValueError(f"bad bos id {bos_id} or max_length {max_length}")
        control: set[int] = set()
        for i, (tok, kind) in enumerate(zip(tokens, token_types)):
            if kind == TOKEN_CONTROL or (
                    kind == TOKEN_USER_DEFINED and not _ORDINARY_ADDED.fullmatch(tok)):
                control.add(i)
        # a token made only of 2+ spaces is stored with real spaces; the BPE sees '▁'
        spelled = [SPACE * len(t) if " " in t and not t.strip() else t for t in tokens]
        vocab: dict[str, int] = {}
        for i, tok in enumerate(spelled):
            if i not in control:
                vocab[tok] = i  # a spelling listed twice keeps its last id
        added: dict[str, int] = {}
        for i, (tok, kind) in enumerate(zip(tokens, token_types)):
            if kind == TOKEN_USER_DEFINED and i not in control and tok in vocab:
                added[tok] = vocab[tok]
        missing = [f"<0x{b:02X}>" for b in range(256) if f"<0x{b:02X}>" not in vocab]
        if missing:
            raise ValueError(f"vocabulary lacks byte-fallback tokens {missing[:3]}")
        self._vocab: Mapping[str, int] = vocab
        self._added: Mapping[str, int] = added
        self._added_first = frozenset(t[0] for t in added)
        self._added_lengths = tuple(sorted({len(t) for t in added}, reverse=True))
        self.bos_id = bos_id
        self.max_length = max_length
        self.control_ids = frozenset(control)
        logger.debug("tokenizer: %d tokens, %d added, %d control", len(tokens), len(added),
                     len(control))

    def encode(self, text: str) -> list[int]:
        """Token ids of ``text``: ``<bos>`` then the text's tokens, at most ``max_length`` ids.

        Only a prefix of a long text is tokenized, so a huge text costs no more than a short
        one: the text is cut after ``8 * max_length`` characters (four times more, repeatedly,
        while that gives too few tokens), and a cut is used only when at least 16 tokens follow
        the ones returned. A cut changes only the tokens next to it, so the returned ids are
        those of the whole text.
        """
        want = self.max_length - 1
        cut = _CHARS_PER_TOKEN * self.max_length
        while cut < len(text):
            ids = self.encode_all(text[:cut], want + _MARGIN)
            if len(ids) >= want + _MARGIN:
                return [self.bos_id, *ids[:want]]
            cut *= 4
        return [self.bos_id, *self.encode_all(text, want)[:want]]

    def encode_all(self, text: str, limit: int | None = None) -> list[int]:
        """Token ids of the whole of ``text``, without ``<bos>`` and without truncation.

        Args:
            text: The text. Lone surrogates, which UTF-8 cannot encode, are read as U+FFFD.
            limit: Stop once at least this many ids are produced (whole segments only).
        """
        text = _SURROGATE.sub("\ufffd", text)
        ids: list[int] = []
        for segment, added_id in self._split_added(text):
            if added_id is not None:
                ids.append(added_id)
            else:
                ids.extend(self._bpe(segment.replace(" ", SPACE)))
            if limit is not None and len(ids) >= limit:
                break
        return ids

    def _split_added(self, text: str) -> list[tuple[str, int | None]]:
        """``[(segment, added_id or None)]``, added tokens matched leftmost-longest."""
        out: list[tuple[str, int | None]] = []
        start = i = 0
        n = len(text)
        first, added, lengths = self._added_first, self._added, self._added_lengths
        while i < n:
            if text[i] in first:
                for length in lengths:
                    if i + length <= n:
                        tid = added.get(text[i:i + length])
                        if tid is not None:
                            if start < i:
                                out.append((text[start:i], None))
                            out.append(("", tid))
                            i += length
                            start = i
                            break
                else:
                    i += 1
                continue
            i += 1
        if start < n:
            out.append((text[start:], None))
        return out

    def _bpe(self, word: str) -> list[int]:
        """BPE of one word (spaces already replaced by '▁'), with byte fallback."""
        vocab = self._vocab
        syms: list[str] = []
        for ch in word:
            if ch in vocab:
                syms.append(ch)
            else:  # byte fallback: one '<0xXX>' symbol per UTF-8 byte
                syms.extend(f"<0x{b:02X}>" for b in ch.encode("utf-8"))
        n = len(syms)
        if n == 1:
            return [vocab[syms[0]]]
        prev = list(range(-1, n - 1))
        nxt = list(range(1, n + 1))
        nxt[-1] = -1
        alive = [True] * n
        heap: list[tuple[int, int, int]] = []
        for p in range(n - 1):
            tid = vocab.get(syms[p] + syms[p + 1])
            if tid is not None:
                heap.append((tid, -len(syms[p]), p))
        heapq.heapify(heap)
        while heap:
            tid, neg_left, p = heapq.heappop(heap)
            if not alive[p] or nxt[p] == -1 or -neg_left != len(syms[p]):
                continue  # stale: p was merged away, or has grown since this entry was pushed
            q = nxt[p]
            merged = syms[p] + syms[q]
            if vocab.get(merged) != tid:
                continue  # stale: p's right neighbour changed
            syms[p] = merged
            alive[q] = False
            nxt[p] = nxt[q]
            if nxt[q] != -1:
                prev[nxt[q]] = p
            if prev[p] != -1:
                a = prev[p]
                t2 = vocab.get(syms[a] + merged)
                if t2 is not None:
                    heapq.heappush(heap, (t2, -len(syms[a]), a))
            if nxt[p] != -1:
                t2 = vocab.get(merged + syms[nxt[p]])
                if t2 is not None:
                    heapq.heappush(heap, (t2, -len(merged), p))
        out: list[int] = []
        p = 0
        while p != -1:
            out.append(vocab[syms[p]])
            p = nxt[p]
        return out
