"""Validate ``zh-memory.json``: LoCoMo shape, evidence integrity, counts; print a summary.

Checks:
- every sample has LoCoMo's keys (``qa``, ``conversation``, ``event_summary``, ``observation``,
  ``session_summary``, ``sample_id``) plus ``split`` (``tune`` for exactly one conversation,
  ``holdout`` for the rest);
- every conversation has ``speaker_a`` / ``speaker_b``, consecutive ``session_N`` lists with
  ``session_N_date_time`` and ``session_N_date_time_iso`` (ISO 8601, increasing);
- every turn is ``{speaker, dia_id, text}``, the speaker is one of the two, the dia_id is
  ``D<session>:<position>`` and unique within the conversation;
- every question is ``{question, answer, evidence, category}``, or, for category 5
  (adversarial), ``{question, adversarial_answer, evidence, category}`` as in LoCoMo; every
  evidence id exists; multi-hop (1) questions cite at least two turns; the others at least one;
- totals reach the minimum (2 conversations, 300 turns, 100 questions).

If the LoCoMo dev file is present (``--locomo PATH``, else ``$DEERFLOW_LOCOMO_PATH``, else
``shared/data/locomo/locomo-dev.json`` in the folder that holds the repository) the sample, turn
and question key sets are also compared with it; when it is absent a note says so. Exit code 0 when valid, 1 otherwise.

Usage: ``python benchmarks/data/zh_memory/validate.py [--data PATH] [--locomo PATH] [--overlap]``
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import sys
from collections import Counter
from datetime import datetime
from pathlib import Path

HERE = Path(__file__).resolve().parent
#: LoCoMo is not shipped with the repository; this is where the benchmarks look for it by default.
DEFAULT_LOCOMO = HERE.parents[3] / "shared" / "data" / "locomo" / "locomo-dev.json"
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"}
SAMPLE_KEYS = {"qa", "conversation", "event_summary", "observation", "session_summary",
               "sample_id"}
TURN_KEYS = {"speaker", "dia_id", "text"}
QA_KEYS = {"question", "answer", "evidence", "category"}
ADVERSARIAL_KEYS = {"question", "adversarial_answer", "evidence", "category"}
MINIMUM = {"conversations": 2, "turns": 300, "questions": 100}
_SESSION = re.compile(r"session_(\d+)")
_DIA = re.compile(r"D(\d+):(\d+)")


def _locomo_keys(path: Path) -> tuple[set, set, set] | None:
    """Key sets of LoCoMo samples, plain turns and questions, or None if the file is absent."""
    if not path.is_file():
        return None
    data = json.loads(path.read_text(encoding="utf-8"))
    samples = {k for s in data for k in s}
    turns = set.intersection(*(set(t) for s in data for k, v in s["conversation"].items()
                               if _SESSION.fullmatch(k) for t in v))
    questions = {k for s in data for q in s["qa"] for k in q}
    return samples, turns, questions


def check_sample(sample: dict, errors: list[str]) -> dict:
    """Check one conversation; append problems to ``errors``; return its counts."""
    sid = sample.get("sample_id", "?")

    def bad(message: str) -> None:
        errors.append(f"{sid}: {message}")

    missing = SAMPLE_KEYS - set(sample)
    if missing:
        bad(f"missing sample keys {sorted(missing)}")
    if sample.get("split") not in ("tune", "holdout"):
        bad(f"split must be 'tune' or 'holdout', got {sample.get('split')!r}")
    conv = sample.get("conversation", {})
    speakers = {conv.get("speaker_a"), conv.get("speaker_b")}
    if None in speakers or len(speakers) != 2:
        bad("needs two distinct speakers speaker_a / speaker_b")
    numbers = sorted(int(m.group(1)) for k in conv if (m := _SESSION.fullmatch(k)))
    if numbers != list(range(1, len(numbers) + 1)):
        bad(f"sessions are not numbered 1..N: {numbers}")
    dia_ids: set[str] = set()
    turns = 0
    previous = None
    for n in numbers:
        for key in (f"session_{n}_date_time", f"session_{n}_date_time_iso"):
            if not isinstance(conv.get(key), str) or not conv.get(key):
                bad(f"{key} missing")
        try:
            when = datetime.fromisoformat(conv.get(f"session_{n}_date_time_iso", ""))
            if previous and when <= previous:
                bad(f"session_{n} is not later than session_{n - 1}")
            previous = when
        except ValueError:
            bad(f"session_{n}_date_time_iso is not ISO 8601")
        for position, turn in enumerate(conv[f"session_{n}"], 1):
            turns += 1
            if set(turn) != TURN_KEYS:
                bad(f"turn keys {sorted(turn)} != {sorted(TURN_KEYS)}")
            if turn.get("speaker") not in speakers:
                bad(f"{turn.get('dia_id')}: unknown speaker {turn.get('speaker')!r}")
            dia = turn.get("dia_id")
            if dia != f"D{n}:{position}":
                bad(f"dia_id {dia!r} should be D{n}:{position}")
            if dia in dia_ids:
                bad(f"dia_id {dia} is not unique")
            dia_ids.add(dia)
            if not str(turn.get("text", "")).strip():
                bad(f"{dia}: empty text")
    per_category: Counter = Counter()
    questions = set()
    for qa in sample.get("qa", []):
        category = qa.get("category")
        if category not in CATEGORIES:
            bad(f"unknown category {category!r}: {qa.get('question')}")
            continue
        per_category[category] += 1
        expected = ADVERSARIAL_KEYS if category == 5 else QA_KEYS
        if set(qa) != expected:
            bad(f"question keys {sorted(qa)} != {sorted(expected)}: {qa.get('question')}")
        if qa.get("question") in questions:
            bad(f"duplicate question: {qa.get('question')}")
        questions.add(qa.get("question"))
        evidence = qa.get("evidence", [])
        unknown = [e for e in evidence if e not in dia_ids]
        if unknown:
            bad(f"evidence {unknown} not found: {qa.get('question')}")
        if len(set(evidence)) != len(evidence):
            bad(f"repeated evidence: {qa.get('question')}")
        if len(evidence) < (2 if category == 1 else 1):
            bad(f"too little evidence for category {category}: {qa.get('question')}")
    sessions_cited = Counter(len({_DIA.match(e).group(1) for e in q["evidence"] if _DIA.match(e)})
                             for q in sample.get("qa", []) if q.get("category") == 1)
    return {"sample_id": sid, "split": sample.get("split"), "sessions": len(numbers),
            "turns": turns, "questions": sum(per_category.values()),
            "per_category": per_category,
            "multi_hop_cross_session": sum(v for k, v in sessions_cited.items() if k >= 2)}


def validate(data: list, locomo: Path) -> tuple[list[dict], list[str]]:
    """All checks over the data set; returns per-conversation counts and the error list."""
    errors: list[str] = []
    if not isinstance(data, list) or not data:
        return [], ["top level must be a non-empty list of samples"]
    rows = [check_sample(sample, errors) for sample in data]
    ids = [r["sample_id"] for r in rows]
    if len(set(ids)) != len(ids):
        errors.append(f"sample_id values are not unique: {ids}")
    if [r["split"] for r in rows].count("tune") != 1:
        errors.append("exactly one conversation must have split 'tune'")
    totals = {"conversations": len(rows), "turns": sum(r["turns"] for r in rows),
              "questions": sum(r["questions"] for r in rows)}
    for key, floor in MINIMUM.items():
        if totals[key] < floor:
            errors.append(f"{key}: {totals[key]} < required {floor}")
    reference = _locomo_keys(locomo)
    if reference is not None:
        samples, turn_keys, qa_keys = reference
        for sample in data:
            extra = set(sample) - samples - {"split"}
            lacking = samples - set(sample)
            if extra or lacking:
                errors.append(f"{sample.get('sample_id')}: sample keys differ from LoCoMo "
                              f"(extra {sorted(extra)}, missing {sorted(lacking)})")
        if turn_keys != TURN_KEYS:
            errors.append(f"LoCoMo turn keys changed: {sorted(turn_keys)}")
        if not (QA_KEYS | ADVERSARIAL_KEYS) <= qa_keys:
            errors.append(f"LoCoMo question keys changed: {sorted(qa_keys)}")
    return rows, errors


def _bigrams(text: str) -> list[str]:
    """Character bigrams of the CJK / alphanumeric runs (a tokenizer-free baseline)."""
    grams = []
    for run in re.findall(r"\w+", text.lower()):
        grams.extend(run[i:i + 2] for i in range(max(1, len(run) - 1)))
    return grams


def keyword_overlap(data: list, k: int = 5) -> dict[int, tuple[int, int]]:
    """Per category: (questions whose evidence all ranks in BM25's top k, questions).

    BM25 (k1=1.5, b=0.75) over character bigrams of each turn, per conversation: a measure
    of how many questions plain keyword overlap already answers.
    """
    result: dict[int, list[int]] = {}
    for sample in data:
        conv = sample["conversation"]
        turns = [t for key, v in conv.items() if _SESSION.fullmatch(key) for t in v]
        docs = [Counter(_bigrams(t["text"])) for t in turns]
        lengths = [sum(d.values()) for d in docs]
        average = sum(lengths) / len(lengths)
        df = Counter(g for d in docs for g in d)
        for qa in sample["qa"]:
            query = set(_bigrams(qa["question"]))
            scores = []
            for doc, length in zip(docs, lengths):
                score = 0.0
                for g in query & set(doc):
                    idf = math.log(1 + (len(docs) - df[g] + 0.5) / (df[g] + 0.5))
                    tf = doc[g]
                    score += idf * tf * 2.5 / (tf + 1.5 * (0.25 + 0.75 * length / average))
                scores.append(score)
            top = {turns[i]["dia_id"] for i in sorted(range(len(turns)),
                                                     key=lambda i: -scores[i])[:k]}
            hit, total = result.setdefault(qa["category"], [0, 0])
            result[qa["category"]] = [hit + all(e in top for e in qa["evidence"]), total + 1]
    return {c: (v[0], v[1]) for c, v in sorted(result.items())}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=HERE / "zh-memory.json")
    parser.add_argument("--locomo", type=Path,
                        default=Path(os.environ.get("DEERFLOW_LOCOMO_PATH") or DEFAULT_LOCOMO),
                        help="LoCoMo dev file to compare key sets with (default: "
                        "$DEERFLOW_LOCOMO_PATH, else %(default)s)")
    parser.add_argument("--overlap", action="store_true",
                        help="also report how many questions character-bigram BM25 answers")
    args = parser.parse_args(argv)
    data = json.loads(args.data.read_text(encoding="utf-8"))
    if not args.locomo.is_file():
        print(f"note: LoCoMo not found at {args.locomo}; key sets not compared with it (pass "
              "--locomo PATH or set DEERFLOW_LOCOMO_PATH)", file=sys.stderr)
    rows, errors = validate(data, args.locomo)
    header = ["sample_id", "split", "sessions", "turns", "questions"] + [
        f"{k} {v}" for k, v in CATEGORIES.items()]
    print(" | ".join(header))
    total: Counter = Counter()
    for row in rows:
        total.update(row["per_category"])
        print(" | ".join([row["sample_id"], row["split"], str(row["sessions"]), str(row["turns"]),
                          str(row["questions"])] + [str(row["per_category"][k]) for k in CATEGORIES]))
    print(" | ".join(["all", "-", str(sum(r["sessions"] for r in rows)),
                      str(sum(r["turns"] for r in rows)), str(sum(r["questions"] for r in rows))]
                     + [str(total[k]) for k in CATEGORIES]))
    print(f"multi-hop questions citing >= 2 sessions: "
          f"{sum(r['multi_hop_cross_session'] for r in rows)} of {total[1]}")
    if args.overlap and not errors:
        print("BM25 over character bigrams, all evidence in top 5:")
        for category, (hit, total) in keyword_overlap(data).items():
            print(f"  {category} {CATEGORIES[category]}: {hit}/{total}")
    for error in errors:
        print(f"ERROR {error}", file=sys.stderr)
    print("valid" if not errors else f"{len(errors)} problem(s)")
    return 0 if not errors else 1


if __name__ == "__main__":
    sys.exit(main())
