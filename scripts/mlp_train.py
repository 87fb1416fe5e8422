"""Fits the semantic layer's neural head (`security.mlp_head.MlpHead`) with numpy only.

Class-balanced logistic loss, one hidden layer of rectified units with dropout, Adam with a small
weight decay, a fixed number of passes; ``copies`` networks from different random starts, whose
logits the head averages.
"""

from __future__ import annotations

import numpy as np

from deerflow_memory_middleware.security.mlp_head import MlpHead

HIDDEN = 128
EPOCHS = 40
COPIES = 2
_LR = 2e-3
_DECAY = 1e-4
_DROPOUT = 0.2
_BATCH = 128


def _fit_one(x: np.ndarray, y: np.ndarray, seed: int) -> list[np.ndarray]:
    rng = np.random.default_rng(seed)
    n, d = x.shape
    params = [rng.normal(0, np.sqrt(2 / d), (d, HIDDEN)).astype(np.float32),
              np.zeros(HIDDEN, np.float32),
              rng.normal(0, np.sqrt(1 / HIDDEN), (HIDDEN, 1)).astype(np.float32),
              np.zeros(1, np.float32)]
    first = [np.zeros_like(p) for p in params]
    second = [np.zeros_like(p) for p in params]
    weight = (np.where(y, 0.5 / max(int(y.sum()), 1), 0.5 / max(int((~y).sum()), 1)) * n
              ).astype(np.float32)
    step = 0
    for _ in range(EPOCHS):
        order = rng.permutation(n)
        for start in range(0, n, _BATCH):
            batch = order[start:start + _BATCH]
            xb, yb, wb = x[batch], y[batch].astype(np.float32), weight[batch]
            w1, b1, w2, b2 = params
            pre = xb @ w1 + b1
            keep = (rng.random(pre.shape) > _DROPOUT).astype(np.float32) / (1 - _DROPOUT)
            act = np.maximum(pre, 0) * keep
            p = 1 / (1 + np.exp(-(act @ w2 + b2)[:, 0]))
            g = (wb * (p - yb) / len(batch))[:, None]
            back = (g @ w2.T) * keep * (pre > 0)
            grads = [xb.T @ back, back.sum(0), act.T @ g, g.sum(0)]
            step += 1
            for i, (param, grad) in enumerate(zip(params, grads, strict=True)):
                if param.ndim == 2:
                    grad = grad + _DECAY * param
                first[i] = 0.9 * first[i] + 0.1 * grad
                second[i] = 0.999 * second[i] + 0.001 * grad * grad
                param -= _LR * (first[i] / (1 - 0.9**step)) / (
                    np.sqrt(second[i] / (1 - 0.999**step)) + 1e-8)
    return params


def train(x: np.ndarray, y: np.ndarray, *, copies: int = COPIES) -> MlpHead:
    """``copies`` networks fitted on embeddings ``x`` (float32) and labels ``y`` (bool)."""
    fits = [_fit_one(x.astype(np.float32), y, seed) for seed in range(copies)]
    return MlpHead(w1=np.stack([f[0] for f in fits]), b1=np.stack([f[1] for f in fits]),
                   w2=np.stack([f[2][:, 0] for f in fits]),
                   b2=np.array([f[3][0] for f in fits], dtype=np.float32))
