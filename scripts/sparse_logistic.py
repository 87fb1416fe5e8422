"""Training of the semantic layer's n-gram head: a sparse, class-balanced L2 logistic
regression fitted by L-BFGS, numpy only (used by ``build_semantic_index.py`` and the
experiments under ``scripts/experiments/``; the package only applies the weights).

A sparse matrix is kept as (row, column, value) arrays over the hashed buckets of
`deerflow_memory_middleware.security.ngram_head`; products use `np.bincount`.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from deerflow_memory_middleware.security import ngram_head

#: The L2 penalty of the n-gram head (chosen leave-one-author-out, see experiments/README.md).
L2 = 0.03


class Sparse:
    """Rows of a hashed feature matrix."""

    def __init__(self, rows: np.ndarray, cols: np.ndarray, vals: np.ndarray, n: int,
                 dim: int) -> None:
        self.rows, self.cols, self.vals, self.n, self.dim = rows, cols, vals, n, dim

    @classmethod
    def of(cls, texts: list[str]) -> Sparse:
        rows, cols, vals = [], [], []
        for r, text in enumerate(texts):
            c, v = ngram_head.hashed(text)
            rows.append(np.full(len(c), r, dtype=np.int64))
            cols.append(c)
            vals.append(v)
        empty = np.zeros(0, dtype=np.int64)
        return cls(np.concatenate(rows) if rows else empty,
                   np.concatenate(cols) if cols else empty,
                   np.concatenate(vals) if vals else np.zeros(0), len(texts),
                   1 << ngram_head.BITS)

    def take(self, index: np.ndarray) -> Sparse:
        where = np.full(self.n, -1, dtype=np.int64)
        where[index] = np.arange(len(index))
        keep = where[self.rows] >= 0
        return Sparse(where[self.rows[keep]], self.cols[keep], self.vals[keep], len(index),
                      self.dim)

    def dot(self, w: np.ndarray) -> np.ndarray:
        return np.bincount(self.rows, weights=self.vals * w[self.cols], minlength=self.n)

    def tdot(self, r: np.ndarray) -> np.ndarray:
        return np.bincount(self.cols, weights=self.vals * r[self.rows], minlength=self.dim)


def train(x: Sparse, y: np.ndarray, *, l2: float = L2, iterations: int = 200,
          start: np.ndarray | None = None) -> np.ndarray:
    """Class-balanced L2 logistic regression; weights with the bias last."""
    weight = np.where(y, 0.5 / max(y.sum(), 1), 0.5 / max((~y).sum(), 1)) * len(y)
    yf = y.astype(np.float64)

    def loss_grad(theta: np.ndarray) -> tuple[float, np.ndarray]:
        z = x.dot(theta[:-1]) + theta[-1]
        p = 1.0 / (1.0 + np.exp(-z))
        loss = float(np.sum(weight * (np.logaddexp(0, z) - yf * z))) + 0.5 * l2 * float(
            theta[:-1] @ theta[:-1])
        r = weight * (p - yf)
        grad = np.empty_like(theta)
        grad[:-1] = x.tdot(r) + l2 * theta[:-1]
        grad[-1] = r.sum()
        return loss, grad

    return _lbfgs(loss_grad, np.zeros(x.dim + 1) if start is None else start.copy(), iterations)


def _lbfgs(f: Callable[[np.ndarray], tuple[float, np.ndarray]], theta: np.ndarray,
           iterations: int, memory: int = 10) -> np.ndarray:
    loss, grad = f(theta)
    s_list: list[np.ndarray] = []
    y_list: list[np.ndarray] = []
    for _ in range(iterations):
        q = grad.copy()
        alphas = []
        for s, yv in zip(reversed(s_list), reversed(y_list), strict=True):
            a = (s @ q) / (yv @ s)
            alphas.append(a)
            q -= a * yv
        if s_list:
            q *= (s_list[-1] @ y_list[-1]) / (y_list[-1] @ y_list[-1])
        for (s, yv), a in zip(zip(s_list, y_list, strict=True), reversed(alphas), strict=True):
            b = (yv @ q) / (yv @ s)
            q += s * (a - b)
        direction = -q
        step = 1.0
        for _ in range(30):
            new = theta + step * direction
            new_loss, new_grad = f(new)
            if new_loss <= loss + 1e-4 * step * (grad @ direction):
                break
            step *= 0.5
        s, yv = new - theta, new_grad - grad
        if s @ yv > 1e-10:
            s_list.append(s)
            y_list.append(yv)
            if len(s_list) > memory:
                s_list.pop(0)
                y_list.pop(0)
        converged = abs(loss - new_loss) < 1e-7 * max(1.0, abs(loss))
        theta, loss, grad = new, new_loss, new_grad
        if converged:
            break
    return theta
