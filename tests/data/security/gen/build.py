"""Assemble the security corpora into JSONL files with deterministic ids and splits.

Run from anywhere: ``python tests/data/security/gen/build.py``. Splits are assigned after
all texts are written: inside each (label, class, lang) cell the records are ordered by the
SHA-256 of their text and alternate tune / holdout, starting on a side chosen by a hash of the
cell name, so every cell with two or more members lands in both splits and no one picks
which examples are easy. Once written, a record's id and split are frozen (read back from the
JSONL files), so entries added later never move; ``--refreeze`` reassigns everything.
Records of `tune_extra` (written later, for the weak classes) always go to the tune split.
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import attacks_en
import attacks_intl
import attacks_more
import attacks_native
import attacks_zh
import benign_en
import benign_extra
import benign_intl
import benign_native
import benign_special
import benign_zh
import encoded
import invisible
import split_pairs
import tune_extra

OUT = HERE.parent


def _h(s: str) -> str:
    return hashlib.sha256(s.encode("utf-8")).hexdigest()


def collect() -> list[dict]:
    """Every record, without id / split."""
    recs: list[dict] = []
    for mod in (attacks_en, attacks_zh, attacks_intl, attacks_more, attacks_native):
        for (cls, lang), texts in mod.ATTACKS.items():
            recs += [{"label": "attack", "class": cls, "lang": lang, "text": t} for t in texts]
    recs += [{"label": "attack", "class": c, "lang": lg, "text": t} for c, lg, t in attacks_more.LONG]
    recs += [{"label": "benign", "class": c, "lang": lg, "text": t} for c, lg, t in benign_extra.LONG]
    recs += encoded.records()
    recs += invisible.records()
    for lang, pairs in split_pairs.PAIRS.items():
        for a, b in pairs:
            recs.append({"label": "attack", "class": "split", "lang": lang, "parts": [a, b], "text": a + "\n" + b})
    for mod in (benign_en, benign_zh, benign_intl, benign_special, benign_extra, benign_native):
        for (cls, lang), texts in mod.BENIGN.items():
            recs += [{"label": "benign", "class": cls, "lang": lang, "text": t} for t in texts]
    recs += benign_special.word_processor_records()
    # Tune only: never placed in the holdout split (see tune_extra's docstring).
    for (cls, lang), texts in [*tune_extra.ATTACKS.items(), *tune_extra.ATTACKS_2.items(),
                              *tune_extra.ATTACKS_3.items()]:
        recs += [{"label": "attack", "class": cls, "lang": lang, "text": t, "_tune_only": True}
                 for t in texts]
    for (cls, lang), texts in [*tune_extra.BENIGN.items(), *tune_extra.BENIGN_2.items(),
                              *tune_extra.BENIGN_3.items()]:
        recs += [{"label": "benign", "class": cls, "lang": lang, "text": t, "_tune_only": True}
                 for t in texts]
    for r in recs:
        if r["text"] in benign_extra.QUOTES_ATTACK:
            r["quotes_attack"] = True
    return recs


def _frozen() -> dict[str, tuple[str, str]]:
    """text -> (id, split) of the records already in the JSONL files."""
    out: dict[str, tuple[str, str]] = {}
    for name in ("attacks_tune.jsonl", "attacks_holdout.jsonl", "benign_tune.jsonl", "benign_holdout.jsonl"):
        path = OUT / name
        if path.exists():
            for line in path.read_text(encoding="utf-8").splitlines():
                r = json.loads(line)
                out[r["text"]] = (r["id"], r["split"])
    return out


def assign(recs: list[dict], *, refreeze: bool = False) -> list[dict]:
    """Give each record an id and a split (see module docstring).

    Records already present in the JSONL files keep their id and split, so adding entries
    later never moves an entry someone may have tuned on into the holdout or back. A new
    record joins the smaller side of its cell (ties by hash order). ``refreeze`` reassigns all.
    """
    frozen = {} if refreeze else _frozen()
    cells: dict[tuple[str, str, str], list[dict]] = defaultdict(list)
    for r in recs:
        cells[(r["label"], r["class"], r["lang"])].append(r)
    for key, members in cells.items():
        members.sort(key=lambda r: _h(r["text"]))
        offset = int(_h("|".join(key)), 16) % 2
        sides = {"tune": 0, "holdout": 0}
        for r in members:
            if r["text"] in frozen:
                if r.get("_tune_only") and frozen[r["text"]][1] != "tune":
                    raise SystemExit(f"tune_extra repeats record {frozen[r['text']][0]}; drop it")
                r["id"], r["split"] = frozen[r["text"]]
                sides[r["split"]] += 1
        for i, r in enumerate(m for m in members if m["text"] not in frozen):
            if r.get("_tune_only"):
                r["split"] = "tune"  # does not count: the cell's alternation stays as it was
            elif sides["tune"] != sides["holdout"]:
                r["split"] = min(sides, key=sides.get)
            else:
                r["split"] = "tune" if (i + offset) % 2 == 0 else "holdout"
            sides[r["split"]] += 1
    used = {r["id"] for r in recs if "id" in r}
    counters: dict[tuple[str, str], int] = defaultdict(int)
    ordered = sorted(recs, key=lambda r: (r["label"], r["lang"], r["class"], _h(r["text"])))
    for r in ordered:
        if "id" in r:
            continue
        prefix = "atk" if r["label"] == "attack" else "ben"
        while True:
            counters[(prefix, r["lang"])] += 1
            rid = f"{prefix}-{r['lang']}-{counters[(prefix, r['lang'])]:04d}"
            if rid not in used:
                break
        r["id"] = rid
        used.add(rid)
    return ordered


def _esc(c: str) -> str:
    o = ord(c)
    if o > 0xFFFF:
        o -= 0x10000
        return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"
    return f"\\u{o:04x}"


def _hidden(c: str) -> bool:
    o = ord(c)
    return (not c.isprintable()) or 0xFE00 <= o <= 0xFE0F or 0xE0000 <= o <= 0xE01EF


def dumps(row: dict) -> str:
    """JSON with readable scripts, but every invisible / format / selector character escaped."""
    return "".join(_esc(c) if _hidden(c) else c for c in json.dumps(row, ensure_ascii=False))


def main() -> None:
    recs = assign(collect(), refreeze='--refreeze' in sys.argv)
    files = {
        ("attack", "tune"): "attacks_tune.jsonl",
        ("attack", "holdout"): "attacks_holdout.jsonl",
        ("benign", "tune"): "benign_tune.jsonl",
        ("benign", "holdout"): "benign_holdout.jsonl",
    }
    keys = ("id", "label", "class", "lang", "split", "text")
    for (label, split), name in files.items():
        with open(OUT / name, "w", encoding="utf-8", newline="\n") as fh:
            for r in recs:
                if r["label"] == label and r["split"] == split:
                    row = {k: r[k] for k in keys}
                    row.update({k: v for k, v in r.items()
                                if k not in keys and not k.startswith("_")})
                    fh.write(dumps(row) + "\n")
    print(f"wrote {len(recs)} records to {OUT}")


if __name__ == "__main__":
    main()
