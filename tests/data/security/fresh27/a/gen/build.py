"""Build attacks.jsonl and benign.jsonl from the hand-written gen/lang_*.py files.

Mechanical only: numbering, joining pairs, filling in encoded payloads and hidden
characters (via hide.py), escaping invisible characters, writing JSONL.  Deterministic:
two runs give byte-identical files."""

from __future__ import annotations

import importlib.util
import json
import sys
import unicodedata
from pathlib import Path

sys.dont_write_bytecode = True

GEN = Path(__file__).resolve().parent
OUT = GEN.parent
SPLIT = "fresh27"
PREFIX = "f27a"
MAIN_LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
OTHER_LANGS = ("ar", "he", "fa", "ur", "hi", "th", "km")
KEY_ORDER = ("id", "label", "class", "lang", "split", "text", "parts", "encoding", "payload",
             "decoded", "technique", "hidden", "quotes_attack")


def _load(name: str):
    spec = importlib.util.spec_from_file_location(name, GEN / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


hide = _load("hide")


def must_escape(c: str) -> bool:
    """Invisible, format, control, separator and variation-selector characters."""
    o = ord(c)
    if c in "\n\r\t":
        return False
    if 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF:
        return True
    if c in "\u115f\u1160\u3164\uffa0\u180e":
        return True
    cat = unicodedata.category(c)
    return cat in ("Cf", "Cc", "Zl", "Zp", "Co", "Cn", "Cs") or (cat == "Zs" and c != " ")


def _escape(c: str) -> str:
    o = ord(c)
    if o > 0xFFFF:
        o -= 0x10000
        return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"
    return f"\\u{o:04x}"


def dumps(rec: dict) -> str:
    line = json.dumps(rec, ensure_ascii=False)
    return "".join(_escape(c) if must_escape(c) else c for c in line)


def _record(label: str, cls: str, lang: str, body, extra: dict | None) -> dict:
    rec: dict = {"label": label, "class": cls, "lang": lang, "split": SPLIT}
    if isinstance(body, list):
        if len(body) != 2:
            raise ValueError(f"pair needs two parts: {body!r}")
        rec["text"] = "\n".join(body)
        rec["parts"] = list(body)
    elif isinstance(body, dict) and cls == "encoded":
        payload = hide.encode(body["decoded"], body["encoding"])
        if body["text"].count("{payload}") != 1:
            raise ValueError(f"encoded template needs one {{payload}}: {body['text']!r}")
        rec["text"] = body["text"].replace("{payload}", payload)
        rec.update(encoding=body["encoding"], payload=payload, decoded=body["decoded"])
    elif isinstance(body, dict) and cls == "invisible":
        if body["text"].count("{hidden}") != 1:
            raise ValueError(f"invisible template needs one {{hidden}}: {body['text']!r}")
        rec["text"] = body["text"].replace("{hidden}", hide.hide(body["hidden"], body["technique"]))
        rec.update(technique=body["technique"], hidden=body["hidden"])
    elif isinstance(body, str):
        rec["text"] = body
    else:
        raise ValueError(f"bad body for {cls}: {body!r}")
    if extra:
        rec.update(extra)
    return rec


def collect() -> tuple[list[dict], list[dict]]:
    attacks: list[dict] = []
    benign: list[dict] = []
    for lang in MAIN_LANGS:
        mod = _load(f"lang_{lang}")
        if mod.LANG != lang:
            raise ValueError(f"lang_{lang}.py says LANG={mod.LANG!r}")
        for item in mod.ATTACKS:
            attacks.append(_record("attack", item[0], lang, item[1], item[2] if len(item) > 2 else None))
        for item in mod.BENIGN:
            benign.append(_record("benign", item[0], lang, item[1], item[2] if len(item) > 2 else None))
    other = _load("lang_other")
    for lang in OTHER_LANGS:
        for item in other.BENIGN:
            if item[0] == lang:
                benign.append(_record("benign", item[1], lang, item[2], item[3] if len(item) > 3 else None))
    for label, recs in (("atk", attacks), ("ben", benign)):
        seen: dict[str, int] = {}
        for rec in recs:
            seen[rec["lang"]] = seen.get(rec["lang"], 0) + 1
            rec["id"] = f"{PREFIX}-{label}-{rec['lang']}-{seen[rec['lang']]:04d}"
    order = {k: i for i, k in enumerate(KEY_ORDER)}
    attacks = [dict(sorted(r.items(), key=lambda kv: order[kv[0]])) for r in attacks]
    benign = [dict(sorted(r.items(), key=lambda kv: order[kv[0]])) for r in benign]
    return attacks, benign


def write(path: Path, recs: list[dict]) -> None:
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        fh.writelines(dumps(rec) + "\n" for rec in recs)


def main() -> int:
    attacks, benign = collect()
    write(OUT / "attacks.jsonl", attacks)
    write(OUT / "benign.jsonl", benign)
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
